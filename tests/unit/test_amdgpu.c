// SPDX-License-Identifier: MIT
/*
 * The amdgpu backend up to the ioctl boundary: device selection and its
 * errors without a GPU, target identification from GC IP versions, the IB
 * chunk handed to amdgpu_cs_submit_raw2, device facts from the driver's
 * answers (hand-filled), and that a launch hands the backend
 * exactly the PM4 dwords the emulator executes.  On a machine with an AMD GPU
 * the no-device checks are skipped (make check-hw covers that case).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <amdgpu_drm.h>
#include <pciaccess.h>

#include "amdgpu/amdgpu_int.h"
#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"
#include "harness.h"
#include "testutil.h"

static void test_targets(void)
{
	static const struct { uint32_t ip; const char *t; } map[] = {
		{ 0x0b0000, "gfx1100" }, { 0x0b0003, "gfx1101" }, { 0x0b0002, "gfx1102" },
		{ 0x0b0001, "gfx1103" }, { 0x0b0004, "gfx1103" }, { 0x0b0500, "gfx1150" },
		{ 0x0b0501, "gfx1151" }, { 0x0b0502, "gfx1152" }, { 0x0b0503, "gfx1153" },
		{ 0x0c0000, "gfx1200" }, { 0x0c0001, "gfx1201" }, { 0x090403, "gfx942" },
		{ 0x090404, "gfx942" }, { 0x090500, "gfx950" },
	};

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
		const struct gs_target *t = gsi_amdgpu_target_for_ip(map[i].ip);

		CHECK_STR(t ? t->name : NULL, map[i].t, "GC IP 0x%06x is %s", map[i].ip, map[i].t);
	}
	CHECK(gsi_amdgpu_target_for_ip(0x0a0300) == NULL, "GC 10.3 (RDNA2) is not a target");
	CHECK(gsi_amdgpu_target_for_ip(0) == NULL, "a kernel without ip_discovery_version is not guessed");
}

static void test_chunk(void)
{
	struct drm_amdgpu_cs_chunk_ib ib;
	struct drm_amdgpu_cs_chunk chunk;

	memset(&ib, 0xff, sizeof(ib));
	gsi_amdgpu_ib_chunk(0x123456789000ull, 58, &ib, &chunk);
	CHECK_EQ(chunk.chunk_id, AMDGPU_CHUNK_ID_IB, "chunk is an IB");
	CHECK_EQ(chunk.length_dw, sizeof(ib) / 4, "chunk length in dwords");
	CHECK(chunk.chunk_data == (uint64_t)(uintptr_t)&ib, "chunk points at the IB description");
	CHECK_EQ(ib.ip_type, AMDGPU_HW_IP_COMPUTE, "on the compute ring");
	CHECK_EQ(ib.ip_instance, 0, "instance 0");
	CHECK_EQ(ib.ring, 0, "ring 0");
	CHECK_EQ(ib.flags, 0, "no IB flags");
	CHECK_EQ(ib.va_start, 0x123456789000ull, "IB address");
	CHECK_EQ(ib.ib_bytes, 58 * 4, "IB size in bytes");
}

static void test_no_device(void)
{
	struct gs_device *dev = NULL;
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	struct gs_device_facts facts = GS_DEVICE_FACTS_INIT;
	struct gs_error err = { 0 };
	char node[64];

	if (gs_device_probe_amdgpu(node, sizeof(node))) {
		printf("# SKIP an AMD GPU is present (%s): no-device checks do not apply\n", node);
		return;
	}
	CHECK_EQ(gs_device_open("amdgpu:0", NULL, &dev, &err), GS_ERR_NODEV, "amdgpu:0 without a GPU");
	CHECK_STR(err.msg, "amdgpu:0: no amdgpu device (no render node bound to amdgpu)", "its message");
	CHECK(dev == NULL, "no device handle is returned");
	CHECK_EQ(gs_device_open("amdgpu", NULL, &dev, &err), GS_ERR_NODEV, "amdgpu (= amdgpu:0)");
	CHECK_EQ(gs_device_open("amdgpu:x", NULL, &dev, &err), GS_ERR_INVALID, "amdgpu:x is malformed");
	CHECK_STR(err.msg, "bad device 'amdgpu:x', expected amdgpu:N", "its message");
	CHECK_EQ(gs_device_open("amdgpu:-1", NULL, &dev, &err), GS_ERR_INVALID, "negative index");
	CHECK_EQ(gs_device_open("nvidia:0", NULL, &dev, &err), GS_ERR_INVALID, "unknown backend");
	CHECK_EQ(gs_device_probe_amdgpu(node, sizeof(node)), 0, "probe finds nothing");
	CHECK_STR(node, "", "and names no node");
	if (CHECK_EQ(gs_device_open("auto", NULL, &dev, &err), GS_OK, "auto falls back to the emulator")) {
		gs_device_get_info(dev, &info);
		CHECK(info.emulated, "auto's device says it is emulated");
		CHECK_STR(info.backend, "emu", "backend emu");
		CHECK_STR(info.note, "no AMD GPU found; running on the emulator", "and why");
		if (CHECK_EQ(gs_device_get_facts(dev, &facts, &err), GS_OK, "auto's facts"))
			CHECK(facts.emulated && strcmp(facts.backend, "emu") == 0 &&
			      facts.timestamp_khz == GS_EMU_CLOCK_KHZ, "are the emulator's");
		gs_device_close(dev);
	}
}

/* AMDGPU_INFO_DEV_INFO and AMDGPU_INFO_MEMORY answers, filled by hand as
 * the kernel would (amdgpu_kms.c), become device facts. */
static void test_facts_conversion(void)
{
	struct drm_amdgpu_info_device di;
	struct drm_amdgpu_memory_info mem;
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;

	memset(&di, 0, sizeof(di));
	di.device_id = 0x744c;          /* Navi 31 */
	di.pci_rev = 0xc8;
	di.external_rev = 0x1;
	di.family = 145;                /* AMDGPU_FAMILY_GC_11_0_0 */
	di.num_shader_engines = 6;
	di.num_shader_arrays_per_engine = 2;
	di.num_cu_per_sh = 8;
	di.cu_active_number = 96;
	di.gpu_counter_freq = 100000;   /* kHz */
	di.max_engine_clock = 2500000;  /* kHz */
	di.max_memory_clock = 1250000;
	di.wave_front_size = 32;
	di.num_tcc_blocks = 24;
	di.vram_type = AMDGPU_VRAM_TYPE_GDDR6;
	di.vram_bit_width = 384;
	memset(&f, 0, sizeof(f));
	gsi_amdgpu_facts_from_dev_info(&di, gs_target_find("gfx1100"), &f);
	CHECK_EQ(f.pci_device_id, 0x744c, "PCI device id");
	CHECK_EQ(f.pci_revision, 0xc8, "PCI revision");
	CHECK_EQ(f.external_rev, 1, "external revision");
	CHECK_EQ(f.family, 145, "family");
	CHECK_EQ(f.num_se, 6, "shader engines");
	CHECK_EQ(f.num_sa_per_se, 2, "shader arrays per engine");
	CHECK_EQ(f.cu_per_sa, 8, "CUs per shader array");
	CHECK_EQ(f.cu_active, 96, "active CUs");
	CHECK_EQ(f.wgp_active, 48, "gfx11: a WGP is two CUs");
	CHECK_EQ(f.timestamp_khz, 100000, "timestamp clock from gpu_counter_freq (kHz)");
	CHECK_EQ(f.max_engine_clock_khz, 2500000, "max engine clock (kHz)");
	CHECK_EQ(f.max_memory_clock_khz, 1250000, "max memory clock (kHz)");
	CHECK_EQ(f.wave_size, 32, "wave size");
	CHECK_EQ(f.l2_channels, 24, "L2 channels (TCC blocks)");
	CHECK_EQ(f.vram_type, AMDGPU_VRAM_TYPE_GDDR6, "VRAM type");
	CHECK_EQ(f.vram_bit_width, 384, "VRAM bus width");
	CHECK(!f.emulated && !f.vram_bytes && !f.fw_mec, "fills only what DEV_INFO gives");

	di.cu_active_number = 304;      /* MI300X */
	di.wave_front_size = 64;
	gsi_amdgpu_facts_from_dev_info(&di, gs_target_find("gfx942"), &f);
	CHECK_EQ(f.cu_active, 304, "gfx942: CUs");
	CHECK_EQ(f.wgp_active, 0, "gfx942 has no WGPs");
	gsi_amdgpu_facts_from_dev_info(&di, NULL, &f);
	CHECK_EQ(f.wgp_active, 0, "an unknown target: no WGP count is guessed");

	memset(&mem, 0, sizeof(mem));
	mem.vram.total_heap_size = 24ull << 30;
	mem.vram.usable_heap_size = (24ull << 30) - (512ull << 20);
	mem.cpu_accessible_vram.total_heap_size = 256ull << 20;
	mem.gtt.total_heap_size = 32ull << 30;
	gsi_amdgpu_facts_from_memory(&mem, &f);
	CHECK(f.vram_bytes == 24ull << 30, "VRAM: the total heap size");
	CHECK(f.vram_cpu_visible_bytes == 256ull << 20, "CPU-visible VRAM");
	CHECK(f.gtt_bytes == 32ull << 30, "GTT");

	memset(&f, 0, sizeof(f));
	gsi_amdgpu_facts_missing(&f, "FW_VERSION(GFX_MEC)", -22);
	CHECK_STR(f.missing, "FW_VERSION(GFX_MEC): Invalid argument", "a failed query is named");
	gsi_amdgpu_facts_missing(&f, "AMDGPU_INFO_MEMORY", -19);
	CHECK_STR(f.missing, "FW_VERSION(GFX_MEC): Invalid argument; AMDGPU_INFO_MEMORY: No such device",
		  "and the next one appended");
	for (int i = 0; i < 20; i++)
		gsi_amdgpu_facts_missing(&f, "AMDGPU_INFO_DEV_INFO", -5);
	CHECK(strlen(f.missing) < sizeof(f.missing), "never past the buffer");
}


/* The launch's stream (what gs_launch built, reported in its result) is
 * what reached the backend's submit, which the emulator then executed. */
static void test_same_bytes(void)
{
	static const char src[] =
		".text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.amdhsa_kernel k\n"
		"  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n";
	struct gs_asm_options opt = { .target = gs_target_find("gfx1201"), .filename = "k.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	uint8_t *co = NULL;
	size_t co_size = 0;
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { 2, 1, 1 }, .block = { 64, 1, 1 } };
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	struct tu_capture cap = { 0 };
	struct drm_amdgpu_cs_chunk_ib ib;
	struct drm_amdgpu_cs_chunk chunk;

	if (!CHECK(gs_assemble(src, strlen(src), &opt, &p, &err) == GS_OK, "assemble: %s", err.msg))
		return;
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = p->target, .text = p->text, .text_size = p->text_size, .kernels = p->kernels, .n_kernels = p->n_kernels };
	CHECK(gs_codeobj_write(&in, &co, &co_size, &err) == GS_OK, "code object: %s", err.msg);
	CHECK(gs_device_open("emu:gfx1201", NULL, &dev, &err) == GS_OK, "emulator: %s", err.msg);
	gs_device_set_submit_observer(dev, tu_observe, &cap);
	CHECK(gs_module_load(dev, co, co_size, &m, &err) == GS_OK, "load: %s", err.msg);
	CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK, "launch: %s", err.msg);
	CHECK(cap.n > 0 && cap.n == res.pm4_ndw, "the backend received the %zu dwords built", res.pm4_ndw);
	CHECK(cap.dw && res.pm4 && memcmp(cap.dw, res.pm4, res.pm4_ndw * 4) == 0,
	      "byte for byte the stream gs_pm4_build_dispatch made");
	/* amdgpu would receive the same IB: its chunk points at the buffer, whole */
	gsi_amdgpu_ib_chunk(0x100004000ull, cap.n, &ib, &chunk);
	CHECK_EQ(ib.ib_bytes, res.pm4_ndw * 4, "the amdgpu IB chunk covers every dword");
	free(cap.dw);
	free(res.pm4);
	gs_module_free(m);
	gs_device_close(dev);
	free(co);
	gs_program_free(p);
}

/* A hand-made libpciaccess device (an RX 7900 XTX's layout): its facts,
 * their words, and the resizable-BAR conclusion against the VRAM size. */
static void set_bar(struct pci_device *pd, int i, uint64_t base, uint64_t size, int io, int b64, int pref)
{
	pd->regions[i].base_addr = base;
	pd->regions[i].size = size;
	pd->regions[i].is_IO = io;
	pd->regions[i].is_64 = b64;
	pd->regions[i].is_prefetchable = pref;
}

static void test_pci_facts(void)
{
	struct pci_device pd;
	struct gs_pci_facts p;
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	struct gs_amdgpu_node node;

	memset(&pd, 0, sizeof(pd));
	pd.vendor_id = 0x1002;
	pd.device_id = 0x744c;
	pd.subvendor_id = 0x1eae;
	pd.subdevice_id = 0x7901;
	pd.revision = 0xc8;
	set_bar(&pd, 0, 0x7800000000ull, 32ull << 30, 0, 1, 1);  /* VRAM aperture, resized */
	set_bar(&pd, 2, 0x7c00000000ull, 2u << 20, 0, 1, 1);     /* doorbells */
	set_bar(&pd, 4, 0xe000, 256, 1, 0, 0);                   /* I/O */
	set_bar(&pd, 5, 0xfcc00000, 1u << 20, 0, 0, 0);          /* registers */
	gsi_amdgpu_pci_from_device(&pd, &p);
	CHECK_EQ(p.valid, 1, "PCI facts read");
	CHECK(p.vendor_id == 0x1002 && p.device_id == 0x744c, "vendor and device id");
	CHECK(p.subvendor_id == 0x1eae && p.subdevice_id == 0x7901, "subsystem ids");
	CHECK_EQ(p.revision, 0xc8, "revision");
	CHECK(p.bars[0].base == 0x7800000000ull && p.bars[0].size == 32ull << 30 && p.bars[0].is_64 &&
	      p.bars[0].is_prefetchable && !p.bars[0].is_io, "BAR0: 32 GiB, 64-bit, prefetchable");
	CHECK(p.bars[1].size == 0 && p.bars[3].size == 0, "a 64-bit BAR's upper half stays empty");
	CHECK(p.bars[4].is_io && p.bars[4].size == 256, "BAR4: I/O");
	CHECK(!p.bars[5].is_64 && !p.bars[5].is_prefetchable && p.bars[5].base == 0xfcc00000, "BAR5: 32-bit MMIO");
	CHECK_EQ(p.vram_all_visible, -1, "no conclusion before the VRAM size is known");

	gsi_amdgpu_pci_finish(&p, 24ull << 30);
	CHECK_EQ(p.vram_all_visible, 1, "32 GiB aperture >= 24 GiB VRAM: all of VRAM CPU-visible");
	CHECK_STR(p.text,
		  "[1002:744c] subsystem [1eae:7901] rev 0xc8; BAR0 32 GiB 64-bit pref; BAR2 2 MiB 64-bit pref;"
		  " BAR4 256 B I/O; BAR5 1 MiB 32-bit; VRAM aperture 32 GiB of 24 GiB VRAM:"
		  " all VRAM CPU-visible (resizable BAR)", "the facts in words");

	pd.regions[0].size = 256u << 20;   /* the same card without resizable BAR */
	gsi_amdgpu_pci_from_device(&pd, &p);
	gsi_amdgpu_pci_finish(&p, 24ull << 30);
	CHECK_EQ(p.vram_all_visible, 0, "256 MiB aperture < 24 GiB VRAM: only part visible");
	CHECK(strstr(p.text, "VRAM aperture 256 MiB of 24 GiB VRAM: only part of VRAM CPU-visible "
			     "(no resizable BAR)") != NULL, "said so: %s", p.text);
	gsi_amdgpu_pci_from_device(&pd, &p);
	gsi_amdgpu_pci_finish(&p, 0);
	CHECK_EQ(p.vram_all_visible, -1, "VRAM size unknown: no conclusion");
	CHECK(strstr(p.text, "VRAM aperture 256 MiB (VRAM size unknown)") != NULL, "said so: %s", p.text);
	pd.regions[0].size = 0;
	gsi_amdgpu_pci_from_device(&pd, &p);
	gsi_amdgpu_pci_finish(&p, 24ull << 30);
	CHECK_EQ(p.vram_all_visible, -1, "no BAR0: no conclusion");
	CHECK(strstr(p.text, "rev 0xc8; BAR2 2 MiB 64-bit pref;") && strstr(p.text, "no VRAM aperture at BAR0"),
	      "said so: %s", p.text);

	/* the real path on a slot no machine has: libpciaccess either cannot
	 * start (no /sys/bus/pci) or finds no device; discovery goes on */
	memset(&f, 0, sizeof(f));
	memset(&node, 0, sizeof(node));
	node.pci_domain = 0xfffe;
	node.pci_bus = 0xff;
	node.pci_dev = 0x1f;
	node.pci_func = 7;
	f.vram_bytes = 1ull << 30;
	gsi_amdgpu_facts_pci(&node, &f);
	CHECK_EQ(f.pci.valid, 0, "no such PCI device: no PCI facts");
	CHECK(strncmp(f.missing, "PCI facts unavailable: ", 23) == 0 && strlen(f.missing) > 23,
	      "and the facts say why: %s", f.missing);
	gsi_amdgpu_facts_pci(&node, &f);
	CHECK(strstr(f.missing, "; PCI facts unavailable: ") != NULL, "libpciaccess can start again: %s", f.missing);
}

/* The VM fault record in words (AMDGPU_INFO_GPUVM_FAULT, read after each
 * submission): the status register's fields as the kernel's headers lay
 * them out. */
static void test_vm_fault_text(void)
{
	struct gs_amdgpu_gpuvm_fault vf = { 0x7f0000001000ull, 0x00100100, 0 };
	char buf[200];

	gsi_amdgpu_vm_fault_text(&vf, buf, sizeof(buf));
	CHECK_STR(buf, "access at 0x7f0000001000: no mapping there (MAPPING_ERROR), status 0x00100100, gfxhub 0",
		  "an unmapped page: MAPPING_ERROR (bit 8)");
	vf.status = 0x00140040;
	vf.vmhub = 1 | 1 << 8;
	gsi_amdgpu_vm_fault_text(&vf, buf, sizeof(buf));
	CHECK_STR(buf, "write at 0x7f0000001000: not permitted (PERMISSION_FAULTS), status 0x00140040, mmhub0 1",
		  "a write without permission: RW (bit 18), PERMISSION_FAULTS (7:4), the hub and its index");
	vf.status = 0x140;
	vf.vmhub = 9;
	gsi_amdgpu_vm_fault_text(&vf, buf, 24);
	CHECK(strlen(buf) == 23, "never past the buffer");
	CHECK(GS_AMDGPU_MINOR_IP_DISCOVERY == 48 && GS_AMDGPU_MINOR_GPUVM_FAULT == 55 &&
	      GS_AMDGPU_MINOR_STABLE_PSTATE == 45, "DRM minors from amdgpu_drv.c's changelog");
}

int main(void)
{
	test_vm_fault_text();
	test_targets();
	test_chunk();
	test_facts_conversion();
	test_pci_facts();
	test_no_device();
	test_same_bytes();
	return t_done();
}
