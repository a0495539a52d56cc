import { useEffect, useState } from "react";
import { Spinner } from "#app/components/ui/spinner.tsx";

/** The QR code of a text as a PNG data URL; the qrcode package is loaded only when needed. */
export function useQrCode(text: string) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    setDataUrl(null);
    import("qrcode")
      .then((QRCode) => QRCode.toDataURL(text, { width: 256, margin: 2, errorCorrectionLevel: "M" }))
      .then((url) => {
        if (!cancelled) setDataUrl(url);
      })
      .catch((error: unknown) => console.warn("Could not draw the QR code", error));
    return () => {
      cancelled = true;
    };
  }, [text]);
  return dataUrl;
}

export function QrCodeImage({ dataUrl, alt }: { dataUrl: string | null; alt: string }) {
  if (!dataUrl) return <Spinner label="Drawing the QR code" />;
  return (
    <img src={dataUrl} alt={alt} width={256} height={256} className="rounded-md border border-slate-200" />
  );
}
