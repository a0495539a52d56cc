import { Copy } from "lucide-react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";

/** Copies text to the clipboard and says so. */
export function CopyButton({
  text,
  label,
  copiedMessage = "Copied to the clipboard.",
  ...props
}: { text: string; label: string; copiedMessage?: string } & Omit<ButtonProps, "onClick" | "children">) {
  return (
    <Button
      variant="outline"
      size="sm"
      icon={Copy}
      {...props}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          toast({ title: "Copied", description: copiedMessage });
        } catch {
          toast({
            title: "Copy failed",
            description: "Please select the text and copy it.",
            variant: "destructive",
          });
        }
      }}
    >
      {label}
    </Button>
  );
}
