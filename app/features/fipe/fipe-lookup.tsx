import { LoaderCircle, Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Combobox } from "../../components/ui/combobox.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { enumParam, useQueryWriter } from "../../lib/query-params.ts";
import { insertRows } from "../../lib/rest-client.ts";
import { FipeApiError, consultationRow, fipeApi } from "./fipe-api.ts";
import {
  VEHICLE_TYPES,
  formatModelYear,
  formatYearOptionName,
  type FipeOption,
  type FipeResult,
  type VehicleType,
} from "./fipe-types.ts";
import { FIPE_STRINGS as S, VEHICLE_TYPE_LABELS } from "./strings.ts";

const TYPE_OPTIONS = VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] }));
const toOptions = (list: FipeOption[], label: (nome: string) => string = (n) => n) =>
  list.map((o) => ({ value: o.codigo, label: label(o.nome) }));

type Level = "brands" | "models" | "years" | "result";

function apiErrorToast(error: unknown) {
  toast({
    title: S.apiErrorTitle,
    description: error instanceof FipeApiError ? error.message : S.apiErrorFallback,
    variant: "destructive",
  });
}

function isAbort(error: unknown) {
  return (error as Error)?.name === "AbortError";
}

function SelectField({
  label,
  htmlFor,
  loading,
  loadingText,
  children,
}: {
  label: string;
  htmlFor: string;
  loading: boolean;
  loadingText: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <label htmlFor={htmlFor} className="text-sm font-semibold text-gray-800">
          {label}
        </label>
        {loading ? (
          <span role="status" className="inline-flex items-center gap-1 text-xs text-gray-600">
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            {loadingText}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}

function ResultView({ result }: { result: FipeResult }) {
  const rows: Array<[string, string]> = [
    ["Mês de referência", result.MesReferencia],
    ["Marca", result.Marca],
    ["Modelo", result.Modelo],
    ["Ano", formatModelYear(result.AnoModelo)],
    ["Combustível", result.Combustivel],
    ["Código FIPE", result.CodigoFipe],
  ];
  return (
    <div>
      <div className="rounded-xl bg-brand-50 p-5">
        <p className="text-sm font-semibold text-gray-700">Valor FIPE</p>
        <p className="mt-1 text-3xl font-extrabold text-brand-700">{result.Valor}</p>
      </div>
      <dl className="mt-4 divide-y divide-gray-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-4 py-2.5">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-right font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The FIPE cascade (spec sections 2, 4, 8): type → brand → model → year → result, then saved. */
export function FipeLookup() {
  const [searchParams] = useSearchParams();
  const writeQuery = useQueryWriter();
  const [type, setType] = useState<VehicleType>("carros");
  const [brands, setBrands] = useState<FipeOption[]>([]);
  const [brand, setBrand] = useState("");
  const [models, setModels] = useState<FipeOption[]>([]);
  const [model, setModel] = useState("");
  const [years, setYears] = useState<FipeOption[]>([]);
  const [year, setYear] = useState("");
  const [result, setResult] = useState<FipeResult | null>(null);
  const [loading, setLoading] = useState<Record<Level, boolean>>({
    brands: false,
    models: false,
    years: false,
    result: false,
  });
  const controllers = useRef<Partial<Record<Level, AbortController>>>({});
  const resultRef = useRef<HTMLElement>(null);

  /** Starts a request for a level, cancelling that level's and every lower level's requests. */
  function begin(level: Level): AbortSignal {
    const order: Level[] = ["brands", "models", "years", "result"];
    for (const l of order.slice(order.indexOf(level))) controllers.current[l]?.abort();
    const controller = new AbortController();
    controllers.current[level] = controller;
    setLoading((s) => ({ ...s, [level]: true }));
    return controller.signal;
  }

  function end(level: Level, signal: AbortSignal) {
    if (!signal.aborted) setLoading((s) => ({ ...s, [level]: false }));
  }

  async function load<T>(level: Level, run: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
    const signal = begin(level);
    try {
      return await run(signal);
    } catch (error) {
      if (!isAbort(error)) apiErrorToast(error);
      return null;
    } finally {
      end(level, signal);
    }
  }

  async function loadBrands(t: VehicleType) {
    const list = await load("brands", (signal) => fipeApi.brands(t, signal));
    setBrands(list ?? []);
    return list;
  }
  async function loadModels(t: VehicleType, b: string) {
    const list = await load("models", (signal) => fipeApi.models(t, b, signal));
    setModels(list ?? []);
    return list;
  }
  async function loadYears(t: VehicleType, b: string, m: string) {
    const list = await load("years", (signal) => fipeApi.years(t, b, m, signal));
    setYears(list ?? []);
    return list;
  }

  async function consult(t: VehicleType, b: string, m: string, y: string) {
    const found = await load("result", (signal) => fipeApi.price(t, b, m, y, signal));
    setResult(found);
    if (!found) return;
    if (window.innerWidth < 1024) {
      window.setTimeout(() => resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }), 100);
    }
    try {
      await insertRows("fipe_consultations", [consultationRow(found)]);
    } catch (error) {
      console.error("Erro ao salvar consulta", error);
      toast({ title: S.saveErrorTitle, description: S.saveErrorDescription, variant: "destructive" });
    }
  }

  // First load: brands of the default type, or a shared lookup restored from the URL.
  useEffect(() => {
    const t = enumParam(searchParams, "tipo", VEHICLE_TYPES) ?? "carros";
    const b = searchParams.get("marca") ?? "";
    const m = searchParams.get("modelo") ?? "";
    const y = searchParams.get("ano") ?? "";
    setType(t);
    (async () => {
      const brandList = await loadBrands(t);
      if (!b || !brandList?.some((o) => o.codigo === b)) return;
      setBrand(b);
      const modelList = await loadModels(t, b);
      if (!m || !modelList?.some((o) => o.codigo === m)) return;
      setModel(m);
      const yearList = await loadYears(t, b, m);
      if (!y || !yearList?.some((o) => o.codigo === y)) return;
      setYear(y);
      await consult(t, b, m, y);
    })();
    const pending = controllers.current;
    return () => {
      for (const c of Object.values(pending)) c?.abort();
    };
    // Once, on mount: later changes of the query come from this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onTypeChange(next: string) {
    const t = next as VehicleType;
    setType(t);
    setBrand("");
    setModels([]);
    setModel("");
    setYears([]);
    setYear("");
    setResult(null);
    setBrands([]);
    writeQuery({ tipo: t });
    void loadBrands(t);
  }

  function onBrandChange(b: string) {
    setBrand(b);
    setModel("");
    setYears([]);
    setYear("");
    setResult(null);
    setModels([]);
    writeQuery({ tipo: type, marca: b });
    void loadModels(type, b);
  }

  function onModelChange(m: string) {
    setModel(m);
    setYear("");
    setResult(null);
    setYears([]);
    writeQuery({ tipo: type, marca: brand, modelo: m });
    void loadYears(type, brand, m);
  }

  function onYearChange(y: string) {
    setYear(y);
    setResult(null);
    controllers.current.result?.abort();
    writeQuery({ tipo: type, marca: brand, modelo: model, ano: y });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!year) {
      toast({ title: S.incompleteTitle, description: S.incompleteDescription, variant: "destructive" });
      return;
    }
    void consult(type, brand, model, year);
  }

  const anyLoading = Object.values(loading).some(Boolean);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-2 lg:items-start">
      <Card data-print="hide">
        <CardHeader>
          <CardTitle>Dados do veículo</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <SelectField label="Tipo de veículo" htmlFor="fipe-tipo" loading={false} loadingText="">
              <Select id="fipe-tipo" value={type} onValueChange={onTypeChange} options={TYPE_OPTIONS} />
            </SelectField>
            <SelectField label="Marca" htmlFor="fipe-marca" loading={loading.brands} loadingText="Carregando marcas...">
              <Combobox
                id="fipe-marca"
                value={brand}
                onValueChange={onBrandChange}
                options={toOptions(brands)}
                disabled={loading.brands || brands.length === 0}
                placeholder="Digite ou escolha a marca"
              />
            </SelectField>
            <SelectField
              label="Modelo"
              htmlFor="fipe-modelo"
              loading={loading.models}
              loadingText="Carregando modelos..."
            >
              <Combobox
                id="fipe-modelo"
                value={model}
                onValueChange={onModelChange}
                options={toOptions(models)}
                disabled={!brand || loading.models || models.length === 0}
                placeholder="Digite ou escolha o modelo"
              />
            </SelectField>
            <SelectField label="Ano" htmlFor="fipe-ano" loading={loading.years} loadingText="Carregando anos...">
              <Select
                id="fipe-ano"
                value={year}
                onValueChange={onYearChange}
                options={toOptions(years, formatYearOptionName)}
                placeholder="Escolha o ano"
                disabled={!model || loading.years || years.length === 0}
              />
            </SelectField>
            <Button type="submit" className="w-full" disabled={!year || anyLoading}>
              <Search aria-hidden="true" className="size-4" />
              {S.consult}
            </Button>
          </form>
        </CardContent>
      </Card>
      <section ref={resultRef} aria-labelledby="fipe-resultado" className="print-full scroll-mt-20">
        <Card>
          <CardHeader>
            <CardTitle id="fipe-resultado">Resultado</CardTitle>
          </CardHeader>
          <CardContent>
            <div aria-live="polite" aria-busy={loading.result}>
              {loading.result ? (
                <p role="status" className="flex items-center justify-center gap-2 py-10 text-gray-700">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Consultando a Tabela FIPE...
                </p>
              ) : result ? (
                <ResultView result={result} />
              ) : (
                <p className="py-10 text-center text-gray-600">{S.emptyResult}</p>
              )}
            </div>
          </CardContent>
        </Card>
      </section>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>O que é a Tabela FIPE?</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm leading-relaxed text-gray-700">
          <p>
            A Tabela FIPE, publicada todo mês pela Fundação Instituto de Pesquisas Econômicas, mostra o preço médio de
            veículos anunciados no mercado brasileiro. Ela é a principal referência para negociar a compra e a venda de
            carros, motos e caminhões usados, e também é usada por seguradoras e por muitos bancos.
          </p>
          <p>
            O valor é uma média: o preço de um veículo específico varia com a quilometragem, o estado de conservação, os
            opcionais, a região e o histórico de manutenção. Use o valor da tabela como ponto de partida da negociação,
            não como preço final.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
