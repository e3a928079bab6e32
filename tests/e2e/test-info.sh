#!/usr/bin/env bash
# gfxshim info: real devices, emulated targets and their facts side by side,
# as text and as valid JSON (python3 -m json.tool is the oracle).
. "$(dirname "$0")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$("$GFXSHIM" info 2>"$tmp/err")
check $? "info runs"
check_contains "$out" "real devices:" "lists real devices"
check_contains "$out" "emulated devices (results are labelled emulated):" "and emulated ones"
check_contains "$out" "device facts (" "and a facts table"
row=$(printf '%s\n' "$out" | grep '^  emu:gfx1100 ')
check_contains "$row" "gfx1100  RDNA3   145    11.0.0  32   64" "gfx1100 row: target table facts"
check_contains "$row" "100000 kHz (emu)" "its timestamp clock is labelled emulated"
row=$(printf '%s\n' "$out" | grep '^  emu:gfx1201 ')
check_contains "$row" "RDNA4   152    12.0.1" "gfx1201 row"
check_contains "$out" "kernel module:" "the module's state"
if printf '%s\n' "$out" | grep -q '^  none (no render node'; then no_gpu=1; else no_gpu=0; fi

"$GFXSHIM" info --json >"$tmp/info.json" 2>"$tmp/err"
check $? "info --json runs"
python3 -m json.tool "$tmp/info.json" >/dev/null 2>"$tmp/jerr"
check $? "its output is valid JSON (python3 -m json.tool)"
res=$(python3 - "$tmp/info.json" "$no_gpu" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
no_gpu = sys.argv[2] == "1"
emu = {e["device"]: e for e in d["emulated_devices"]}
bad = []
def want(cond, what):
    if not cond:
        bad.append(what)
want(isinstance(d["real_devices"], list), "real_devices is a list")
if no_gpu:
    want(d["real_devices"] == [], "no GPU: real_devices is empty")
for r in d["real_devices"]:
    want("device" in r and r["device"].startswith("amdgpu:"), "real device named amdgpu:N")
    if r.get("usable", True):
        want(r["emulated"] is False and r["timestamp_clock"] == "gpu", "real device is not emulated")
        p = r["pci"]
        want(p is None or "PCI facts unavailable" in (r["missing"] or ""), "pci null only when unavailable")
        if p is not None:
            want(set(p) == {"vendor_id", "device_id", "subvendor_id", "subdevice_id", "revision", "bars",
                            "vram_aperture_bytes", "vram_all_cpu_visible"}, "pci keys")
            want(p["vendor_id"] == 0x1002 and p["device_id"] == r["pci_device_id"], "pci ids agree with the driver's")
            want(all(set(b) == {"bar", "base", "size", "io", "is_64", "prefetchable"} for b in p["bars"]), "bar keys")
            want(p["vram_all_cpu_visible"] in (True, False, None), "vram_all_cpu_visible is a boolean or null")
want("emu:gfx1100" in emu and "emu:gfx1201" in emu, "gfx1100 and gfx1201 emulated")
c = emu.get("emu:gfx942", {})
want(c.get("wave_size") == 64 and c.get("arch") == "CDNA3", "gfx942 (CDNA3) emulated, wave64")
want(emu.get("emu:gfx950", {}).get("lds_bytes") == 163840, "gfx950 (CDNA4) emulated, 160 KiB LDS")
for name, e in emu.items():
    want(e["emulated"] is True, name + " emulated")
    want(e["backend"] == "emu", name + " backend emu")
    want(e["timestamp_clock"] == "emulated", name + " clock labelled emulated")
    want(e["timestamp_khz"] == 100000, name + " clock rate 100000 kHz")
    want("pci" in e and e["pci"] is None, name + " pci is null (no PCI device)")
    for k in ("cu_active", "wgp_active", "num_se", "max_engine_clock_khz", "vram_bytes", "gtt_bytes",
              "fw_me", "fw_mec", "drm_version", "kernel", "pci_bdf"):
        want(e[k] is None, name + " " + k + " is null (no such fact)")
g = emu.get("emu:gfx1100", {})
want(g.get("family") == 145 and g.get("gc_version") == "11.0.0" and g.get("lds_bytes") == 65536
     and g.get("wave_size") == 32 and g.get("target") == "gfx1100" and g.get("arch") == "RDNA3",
     "gfx1100 target-table facts")
km = d["kernel_module"]
want(isinstance(km.get("loaded"), bool), "kernel_module.loaded is a boolean")
print("OK" if not bad else "; ".join(bad))
PY
)
check_eq "$res" "OK" "the JSON carries the facts (emulated ones null where they do not exist)"
n_emu=$(printf '%s\n' "$out" | grep -c '^  emu:gfx[0-9a-f]*  *gfx')
n_json=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["emulated_devices"]))' "$tmp/info.json")
check_eq "$n_json" "$n_emu" "text and JSON list the same emulated targets"

"$GFXSHIM" info --bogus >/dev/null 2>"$tmp/err"
check_eq $? 2 "an unknown option is a usage error (status 2)"
check_contains "$(cat "$tmp/err")" "unknown option '--bogus'" "naming it"
help=$("$GFXSHIM" info --help)
check $? "info --help"
check_contains "$help" "--json" "documents --json"
