# SPDX-License-Identifier: MIT
#
# gfxshim top-level Makefile.
#
#   make demo       install what is missing, build, run examples/vadd.s
#   make check      install what the tests need, build, run every test
#   make            build libgfxshim (static + shared), the CLI, pkg-config file
#   make install PREFIX=/usr/local
#   make defconfig / menuconfig   write .config (read here and by Kbuild)
#   make modules    build driver/gfxshim.ko against Debian's 6.12 headers
#   make gen        regenerate committed generated tables
#
.DEFAULT_GOAL := all
SHELL := /bin/bash

PREFIX  ?= /usr/local
DESTDIR ?=
B       := build
CC      ?= cc
# the library's file version; its first number is the soname's
# (Documentation/index.rst, "ABI")
VERSION := 1.0.0
SOMAJOR := $(firstword $(subst ., ,$(VERSION)))

# ---------------------------------------------------------------- config
# .config is made from Kconfig's defaults when absent (no interaction).
# DOTCONFIG=path selects another configuration (with B=dir for its build).
KCONFIG_CONF  := kconfig-conf
KCONFIG_MCONF := kconfig-mconf
DOTCONFIG     ?= .config

$(DOTCONFIG): Kconfig
	@if ! command -v $(KCONFIG_CONF) >/dev/null; then \
		echo "error: $(KCONFIG_CONF) not found; run 'make deps' (Debian package kconfig-frontends)" >&2; exit 1; fi
	@if [ -f $@ ]; then KCONFIG_CONFIG=$@ $(KCONFIG_CONF) --olddefconfig Kconfig >/dev/null; \
	 else KCONFIG_CONFIG=$@ $(KCONFIG_CONF) --alldefconfig Kconfig >/dev/null; fi
	@touch $@
	@echo "  CONFIG  $@"

.PHONY: defconfig menuconfig oldconfig
defconfig:
	KCONFIG_CONFIG=$(DOTCONFIG) $(KCONFIG_CONF) --alldefconfig Kconfig
menuconfig:
	KCONFIG_CONFIG=$(DOTCONFIG) $(KCONFIG_MCONF) Kconfig
oldconfig:
	KCONFIG_CONFIG=$(DOTCONFIG) $(KCONFIG_CONF) --oldconfig Kconfig

-include $(DOTCONFIG)

$(B)/include/gs_config.h: $(DOTCONFIG) Kconfig tools/gen/config-header.sh
	@mkdir -p $(@D)
	@tools/gen/config-header.sh Kconfig $(DOTCONFIG) > $@.tmp && mv $@.tmp $@

# ---------------------------------------------------------------- flags
WARN     := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-missing-field-initializers
CFLAGS   ?= -O2 -g
# -fno-semantic-interposition: the library's own calls to its global functions
# are direct and may inline despite -fPIC (nothing interposes them); -3% wall
# time on make bench's assembler inputs.
GS_CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) -fPIC -fno-semantic-interposition \
             -Iuserspace/include -Iuserspace/lib -I$(B)/include -I$(B)/gen -Iuapi
LDLIBS   := -lm

# ---------------------------------------------------------------- library
LIB_DIRS := core asm codeobj regs pm4 device kmod isa builder
ifeq ($(CONFIG_GFXSHIM_BACKEND_EMU),y)
LIB_DIRS += emu
endif
ifeq ($(CONFIG_GFXSHIM_BACKEND_AMDGPU),y)
LIB_DIRS += amdgpu
DRM_CFLAGS := $(shell pkg-config --cflags libdrm_amdgpu libdrm 2>/dev/null || echo -I/usr/include/libdrm)
DRM_LIBS   := $(shell pkg-config --libs libdrm_amdgpu libdrm 2>/dev/null || echo -ldrm_amdgpu -ldrm)
PCIACCESS_CFLAGS := $(shell pkg-config --cflags pciaccess 2>/dev/null)
PCIACCESS_LIBS   := $(shell pkg-config --libs pciaccess 2>/dev/null || echo -lpciaccess)
GS_CFLAGS  += $(DRM_CFLAGS) $(PCIACCESS_CFLAGS)
LDLIBS     += $(DRM_LIBS) $(PCIACCESS_LIBS)
endif
# The KFD backend (userspace/lib/kfd; Documentation/queues.rst) compiles
# against include/uapi/linux/kfd_ioctl.h of Debian's linux-source-6.12,
# extracted at build time (below, with the mock's DRM headers); without the
# source package it is left out and kfd:N says so.
LINUX_SRC_TAR ?= /usr/src/linux-source-6.12.tar.xz
KUAPI_STAMP  := $(B)/include/kuapi-6.12/.stamp
KFD_ON := $(and $(filter y,$(CONFIG_GFXSHIM_BACKEND_KFD)),$(wildcard $(LINUX_SRC_TAR)))
LIB_DIRS += kfd
ifneq ($(KFD_ON),)
GS_CFLAGS += -DGS_HAVE_KFD=1
endif
LIB_SRCS := $(foreach d,$(LIB_DIRS),$(wildcard userspace/lib/$(d)/*.c))
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/obj/%.o)
HEADERS  := $(wildcard userspace/include/gfxshim/*.h)

# The emulator switches the host's rounding mode around
# operations (MODE.FP_ROUND): the compiler must not move float arithmetic
# across fesetround() or fold it assuming round-to-nearest.
$(B)/obj/userspace/lib/emu/%.o: CFLAGS += -frounding-math
# The fast handlers' lane loops (emu/fast_ops.h) vectorize at -O3; fmaf()
# must become an instruction, not a call that may set errno; they run only
# in round-to-nearest (fast_ops.h), so they need no -frounding-math.
$(B)/obj/userspace/lib/emu/fast_%.o: CFLAGS += -O3 -fno-math-errno -fno-rounding-math

# The assembler path (line reader, parsers, encoders, decoder, verdict) at
# -O3 where the build is optimized at all: about -4% instructions on make
# bench's inputs (Documentation/bench.rst); an -O0 build (the sanitizers')
# stays -O0.
ifneq ($(filter -O2,$(CFLAGS)),)
$(B)/obj/userspace/lib/asm/%.o $(B)/obj/userspace/lib/isa/%.o: CFLAGS += -O3
endif

# The library's version string (gs_version) is the Makefile's VERSION.
$(B)/obj/userspace/lib/core/version.o: CFLAGS += -DGS_LIB_VERSION='"$(VERSION)"'
$(B)/obj/userspace/lib/core/version.o: Makefile

$(B)/obj/%.o: %.c $(B)/include/gs_config.h
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/lib/libgfxshim.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	@rm -f $@
	@echo "  AR      $@"
	@ar rcs $@ $^

$(B)/lib/libgfxshim.so.$(VERSION): $(LIB_OBJS) userspace/libgfxshim.map
	@mkdir -p $(@D)
	@echo "  LD      $@"
	@$(CC) -shared -Wl,-soname,libgfxshim.so.$(SOMAJOR) -Wl,--version-script=userspace/libgfxshim.map -o $@ $(LIB_OBJS) $(LDLIBS)
	@ln -sf libgfxshim.so.$(VERSION) $(B)/lib/libgfxshim.so.$(SOMAJOR)
	@ln -sf libgfxshim.so.$(SOMAJOR) $(B)/lib/libgfxshim.so

$(B)/lib/gfxshim.pc: userspace/gfxshim.pc.in Makefile
	@mkdir -p $(@D)
	@sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' -e 's|@LIBS@|$(LDLIBS)|' $< > $@

# ---------------------------------------------------------------- CLI
CLI_SRCS := $(wildcard tools/gfxshim/*.c)
CLI_OBJS := $(CLI_SRCS:%.c=$(B)/obj/%.o) $(B)/obj/bench_kernels.o

# the bench suite's probe kernels (tools/gfxshim/bench/*.s), in the CLI as text
BENCH_KERNELS := $(sort $(wildcard tools/gfxshim/bench/*.s))
$(B)/gen/bench_kernels.c: $(BENCH_KERNELS) tools/gfxshim/bench/embed.sh
	@mkdir -p $(@D)
	@echo "  GEN     $@"
	@sh tools/gfxshim/bench/embed.sh $(BENCH_KERNELS) > $@.tmp && mv $@.tmp $@
$(B)/obj/bench_kernels.o: $(B)/gen/bench_kernels.c tools/gfxshim/bench_kernels.h $(B)/include/gs_config.h
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Itools/gfxshim -c $< -o $@

# the CLI's helpers (json, outfile, numparse, ...) for tests/unit/test_cli_*
CLI_LIB_OBJS := $(filter-out %/main.o,$(CLI_OBJS))
$(B)/lib/libgfxshim-cli.a: $(CLI_LIB_OBJS)
	@mkdir -p $(@D)
	@rm -f $@
	@ar rcs $@ $^

$(B)/bin/gfxshim: $(CLI_OBJS) $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  LD      $@"
	@$(CC) $(CFLAGS) -o $@ $(CLI_OBJS) $(B)/lib/libgfxshim.a $(LDLIBS)

.PHONY: all lib cli
all: lib cli
lib: $(B)/lib/libgfxshim.a $(B)/lib/libgfxshim.so.$(VERSION) $(B)/lib/gfxshim.pc
cli: $(B)/bin/gfxshim

# ---------------------------------------------------------------- mock render node
# libgfxshim-mockdrm.so (tools/mockdrm; Documentation/hardware.rst): mock
# amdgpu render nodes for LD_PRELOAD, whose submissions run on the
# emulator.  It is compiled against the DRM uAPI headers of Debian's
# linux-source-6.12 (extracted once into $(B)/include/kuapi-6.12), and
# uapi_check.c checks at compile time that libdrm's copy agrees with them.
# `make` builds it when the source package is installed; `make tests` always.
KUAPI_H      := $(B)/include/kuapi-6.12/drm/amdgpu_drm.h
KFD_UAPI_H   := $(B)/include/kuapi-6.12/linux/kfd_ioctl.h
MOCKDRM_SO   := $(B)/lib/libgfxshim-mockdrm.so
MOCKDRM_SRCS := $(filter-out tools/mockdrm/kuapi-sizes.c tools/mockdrm/uapi_check.c,$(wildcard tools/mockdrm/*.c))
MOCKDRM_OBJS := $(MOCKDRM_SRCS:%.c=$(B)/obj/%.o)
MOCKDRM_ON   := $(and $(filter y,$(CONFIG_GFXSHIM_BACKEND_EMU)),$(filter y,$(CONFIG_GFXSHIM_BACKEND_AMDGPU)))
MOCKDRM_ALL  := $(if $(and $(MOCKDRM_ON),$(wildcard $(LINUX_SRC_TAR))),$(MOCKDRM_SO))
# what make tests builds for tests/e2e/test-mockdrm.sh (both backends needed)
MOCKDRM_TESTS := $(if $(MOCKDRM_ON),$(MOCKDRM_SO) $(B)/tests/mockdrm-client $(B)/tests/mockdrm-raw)

$(KUAPI_STAMP): tools/mockdrm/kuapi.sh
	@echo "  KUAPI   $(@D) (from $(LINUX_SRC_TAR))"
	@mkdir -p $(B)/include
	@tools/mockdrm/kuapi.sh $(LINUX_SRC_TAR) $(B)/include
$(KUAPI_H) $(KFD_UAPI_H): $(KUAPI_STAMP)
	@test -f $@ || { echo "error: $@ missing after extraction; remove $(KUAPI_STAMP)" >&2; exit 1; }
# <linux/kfd_ioctl.h> includes <drm/drm.h>: 6.12's too
KFD_OBJS := $(filter $(B)/obj/userspace/lib/kfd/%,$(LIB_OBJS))
$(KFD_OBJS): CFLAGS += -I$(B)/include/kuapi-6.12
ifneq ($(KFD_ON),)
$(KFD_OBJS): $(KFD_UAPI_H) $(KUAPI_H)
endif

$(B)/include/kuapi_sizes.h: tools/mockdrm/kuapi-sizes.c tools/mockdrm/uapi_structs.h $(KUAPI_H)
	@mkdir -p $(B)/tools
	@echo "  GEN     $@"
	@$(CC) -std=c11 -I$(B)/include -Itools/mockdrm -o $(B)/tools/kuapi-sizes $<
	@$(B)/tools/kuapi-sizes > $@.tmp && mv $@.tmp $@

# compile-time only: libdrm's structs against the kernel's sizes
$(B)/obj/tools/mockdrm/uapi_check.stamp: tools/mockdrm/uapi_check.c tools/mockdrm/uapi_structs.h $(B)/include/kuapi_sizes.h
	@mkdir -p $(@D)
	@echo "  CHECK   $< (libdrm's amdgpu_drm.h vs linux-source-6.12's)"
	@$(CC) $(GS_CFLAGS) -Itools/mockdrm -fsyntax-only $<
	@touch $@

$(MOCKDRM_OBJS): $(KUAPI_H) $(KFD_UAPI_H)
$(MOCKDRM_OBJS): CFLAGS += -I$(B)/include/kuapi-6.12

$(MOCKDRM_SO): $(MOCKDRM_OBJS) $(B)/lib/libgfxshim.a tools/mockdrm/mockdrm.map $(B)/obj/tools/mockdrm/uapi_check.stamp
	@mkdir -p $(@D)
	@echo "  LD      $@"
	@$(CC) -shared -Wl,-z,defs -Wl,--version-script=tools/mockdrm/mockdrm.map -Wl,--exclude-libs,ALL \
		-o $@ $(MOCKDRM_OBJS) $(B)/lib/libgfxshim.a $(LDLIBS) -ldl -lpthread

.PHONY: mockdrm
mockdrm: $(MOCKDRM_SO)
all: $(MOCKDRM_ALL)

# ---------------------------------------------------------------- tests
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/%)

$(B)/tests/%: tests/unit/%.c $(wildcard tests/unit/*.h) $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Wno-format-truncation -Itests/unit -o $@ $< $(B)/lib/libgfxshim.a $(LDLIBS)

# the timing tests share the pointer chase with tools/timing/calibrate.c
$(B)/tests/test_emu_timing $(B)/tests/test_emu_timing_ops: tools/timing/chase.h

# tests of the CLI's helpers link them too
$(B)/tests/test_cli_%: tests/unit/test_cli_%.c $(wildcard tests/unit/*.h) $(B)/lib/libgfxshim-cli.a $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Wno-format-truncation -Itests/unit -Itools/gfxshim -o $@ $< \
		$(B)/lib/libgfxshim-cli.a $(B)/lib/libgfxshim.a $(LDLIBS)

# the mock render node's client (tests/e2e/test-mockdrm.sh runs it under the mock)
$(B)/tests/mockdrm-client: tests/hw/mockdrm_client.c $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -o $@ $< $(B)/lib/libgfxshim.a $(LDLIBS)

# the device API's client on any path (tests/e2e/test-kfd.sh; the first GPU runs)
$(B)/tests/kfd-client: tests/hw/kfd_client.c $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -o $@ $< $(B)/lib/libgfxshim.a $(LDLIBS)

$(B)/tests/mockdrm-raw: tests/hw/mockdrm_raw.c $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -o $@ $< $(LDLIBS)

# make sanitize: the library and a subset of the unit tests under
# ASan+UBSan (gcc), in $(B)/san; also part of `make test` through
# tests/e2e/test-sanitizers.sh (Documentation/testing.rst).
.PHONY: sanitize
sanitize: $(DOTCONFIG)
	@tests/sanitize/run-sanitize.sh $(B)

.PHONY: tests check test deps deps-demo demo
tests: all $(MOCKDRM_TESTS) $(B)/tests/kfd-client $(UNIT_BINS) $(B)/tools/emu-coverage $(B)/tools/conformance

# `make test` runs the suite on what is installed; `make check` installs first.
test: tests
	@tests/run-tests.sh $(B)

check: deps
	@$(MAKE) --no-print-directory test

deps:
	@tools/install-deps.sh check

# The end-to-end suite and the device-neutral unit suites on a real GPU
# (GS_TEST_DEVICE, default amdgpu:0); skips cleanly without one.
.PHONY: check-hw
check-hw: tests
	@tests/hw/run.sh

deps-demo:
	@tools/install-deps.sh demo

# vadd on the default device: a real GPU when one can be used, else the emulator.
DEMO_ARGS := --device auto --grid 4 --block 64 --arg a=buf:f32:256:iota \
	--arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 --arg n=u32:256 --expect c=a+b --print c:8
demo: deps-demo
	@$(MAKE) --no-print-directory all
	$(B)/bin/gfxshim run examples/vadd.s $(DEMO_ARGS)

# ---------------------------------------------------------------- generated tables
.PHONY: gen
gen:
	tools/gen/gen-regs.py --source /usr/src/linux-source-6.12.tar.xz --out userspace/lib/regs \
		--include-out userspace/include/gfxshim
	tools/gen/gen-isa.py --llvm-mc llvm-mc-22 --out userspace/lib/isa
	tools/gen/gen-isa-full.py --llvm-mc llvm-mc-22 --out userspace/lib/isa
	$(MAKE) --no-print-directory $(B)/tools/conformance
	tools/gen/gen-aliases.py --build $(B) --llvm-mc llvm-mc-22 --out userspace/lib/asm/gen_asm_aliases.c

# ---------------------------------------------------------------- coverage
# make coverage-doc: which instructions the emulator executes, found by
# running each one (tools/gen/emu-coverage.c), as Documentation/emulator-coverage.rst.
$(B)/tools/emu-coverage: tools/gen/emu-coverage.c $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Wno-format-truncation -o $@ $< $(B)/lib/libgfxshim.a $(LDLIBS)

.PHONY: coverage-doc
coverage-doc: $(B)/tools/emu-coverage
	$(B)/tools/emu-coverage tools/gen/isa-ops.txt > Documentation/emulator-coverage.rst

# ---------------------------------------------------------------- the timing model
# make timing-report: the timing model's calibration report
# (Documentation/emulator-timing-calibration.rst and Documentation/timing/*.svg):
# latency and bandwidth sweeps of every machine against published figures.
$(B)/tools/timing-calibrate: tools/timing/calibrate.c $(B)/lib/libgfxshim-cli.a $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Itools/gfxshim -o $@ $< $(B)/lib/libgfxshim-cli.a $(B)/lib/libgfxshim.a $(LDLIBS)

.PHONY: timing-report
timing-report: all $(B)/tools/timing-calibrate
	$(B)/tools/timing-calibrate $(B)/bin/gfxshim Documentation

# ---------------------------------------------------------------- conformance
# make conformance: gfxshim's disassembler/assembler against llvm-mc-22 on random
# valid encodings of every target and class (Documentation/conformance.rst).
$(B)/tools/conformance: tools/conformance/conformance.c $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -o $@ $< $(B)/lib/libgfxshim.a $(LDLIBS)

.PHONY: conformance
conformance: all $(B)/tools/conformance
	@tools/conformance/conformance.sh --full --build $(B)
	@tools/conformance/conformance.sh --full --specials --per-class 16 --build $(B)

# make llvm-mc-tests LLVM_MC_TESTS=DIR: agreement with llvm-mc-22 on copies of
# LLVM's own llvm/test/MC/AMDGPU and MC/Disassembler/AMDGPU files kept in DIR,
# outside the repository (Documentation/conformance.rst, "LLVM's MC tests").
.PHONY: llvm-mc-tests
llvm-mc-tests: all
	@test -n "$(LLVM_MC_TESTS)" || { echo "make llvm-mc-tests: set LLVM_MC_TESTS=DIR (copies of llvm/test/MC/AMDGPU)" >&2; exit 2; }
	@tools/conformance/llvm-mc-tests.py --gfxshim $(B)/bin/gfxshim $(LLVM_MC_ARGS) $(LLVM_MC_TESTS)

# ---------------------------------------------------------------- claims
# make claims-doc: run the claim catalogue (claims/) on the emulated targets
# and write the verdict matrix Documentation/claims-matrix.rst (Documentation/claims.rst).
CLAIMS_EMU := gfx1100 gfx1151 gfx1201 gfx942 gfx950
.PHONY: claims-doc
claims-doc: all
	@mkdir -p $(B)/claims
	@for t in $(CLAIMS_EMU); do \
		$(B)/bin/gfxshim claims run --device emu:$$t --json $(B)/claims/$$t.json >/dev/null || exit 1; done
	$(B)/bin/gfxshim claims merge $(foreach t,$(CLAIMS_EMU),$(B)/claims/$(t).json) --rst Documentation/claims-matrix.rst

# ---------------------------------------------------------------- benchmarks
# make bench: speed measured against a named baseline in one run (results
# recorded in Documentation/bench.rst with the command that made them):
# the assembler against llvm-mc-22, the emulator in wave-instructions/s.
# BASELINE=path/to/an/older/gfxshim times that build in the same run.
.PHONY: bench
bench: all
	@tools/install-deps.sh bench
	@tools/bench/asm-bench.sh $(B)
	@tools/bench/emu-bench.sh $(B)

# ---------------------------------------------------------------- fuzzing
# make fuzz [FUZZ_RUNS=N]: libFuzzer+ASan+UBSan PM4 decoder fuzzer (clang-22,
# Debian libclang-rt-22-dev), N inputs (default 10^6); crash inputs are kept
# in tests/fuzz/corpus and replayed by build/tests/test_pm4.
FUZZ_RUNS ?= 1000000
.PHONY: fuzz
fuzz: $(B)/include/gs_config.h
	@tools/install-deps.sh fuzz
	@tests/fuzz/run-fuzz.sh $(FUZZ_RUNS) $(B)

# ---------------------------------------------------------------- install
# The Python package (python/gfxshim) goes where Debian's python3 looks:
# /usr/lib/python3/dist-packages for PREFIX=/usr, else
# PREFIX/lib/python3.X/dist-packages (on sys.path for /usr/local; set
# PYTHONPATH for other prefixes), with the library's directory recorded.
PYTHON3 = $(shell test -x /usr/bin/python3 && echo /usr/bin/python3 || echo python3)
PYVER = $(shell $(PYTHON3) -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)
PYSITE ?= $(if $(filter /usr,$(PREFIX)),$(PREFIX)/lib/python3/dist-packages,$(PREFIX)/lib/python$(PYVER)/dist-packages)

.PHONY: install uninstall
install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include/gfxshim \
		$(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(B)/lib/libgfxshim.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(B)/lib/libgfxshim.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/
	ln -sf libgfxshim.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/libgfxshim.so.$(SOMAJOR)
	ln -sf libgfxshim.so.$(SOMAJOR) $(DESTDIR)$(PREFIX)/lib/libgfxshim.so
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/gfxshim/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' -e 's|@LIBS@|$(LDLIBS)|' userspace/gfxshim.pc.in \
		> $(DESTDIR)$(PREFIX)/lib/pkgconfig/gfxshim.pc
	install -m 755 $(B)/bin/gfxshim $(DESTDIR)$(PREFIX)/bin/
	install -d $(DESTDIR)$(PYSITE)/gfxshim
	install -m 644 python/gfxshim/__init__.py python/gfxshim/_abi.py $(DESTDIR)$(PYSITE)/gfxshim/
	printf 'LIBDIR = "%s"\n' '$(PREFIX)/lib' > $(DESTDIR)$(PYSITE)/gfxshim/_config.py
	$(if $(MOCKDRM_ALL),install -m 755 $(MOCKDRM_SO) $(DESTDIR)$(PREFIX)/lib/)
	install -d $(DESTDIR)$(PREFIX)/share/gfxshim/claims
	install -m 644 claims/*.claim $(DESTDIR)$(PREFIX)/share/gfxshim/claims/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/libgfxshim.* $(DESTDIR)$(PREFIX)/lib/pkgconfig/gfxshim.pc \
		$(DESTDIR)$(PREFIX)/bin/gfxshim
	rm -rf $(DESTDIR)$(PREFIX)/include/gfxshim $(DESTDIR)$(PYSITE)/gfxshim $(DESTDIR)$(PREFIX)/share/gfxshim/claims

.PHONY: clean distclean
clean: modules-clean
	rm -rf $(B)
distclean: clean
	rm -f .config .config.old

# ---------------------------------------------------------------- kernel module
# gfxshim.ko, its lint and its VM tests (section owned by the module; the
# logic lives in tests/kselftest/ksft.sh and tests/kselftest/run-vm.sh).
#   make modules        build $(B)/module/gfxshim.ko (W=1) against Debian's 6.12 headers
#   make modules-check  W=1 build, sparse -Wsparse-error, checkpatch.pl --strict
#   make kselftest      build the static kselftest programs into $(B)/kselftest
#   make vm-test        all of the above, then boot Debian's 6.12 kernel under
#                       qemu and run them (TAP; also part of `make check`)
KSFT := tests/kselftest/ksft.sh
.PHONY: modules modules-check modules-clean kselftest vm-test
modules modules-check: $(DOTCONFIG)
	@B=$(B) bash $(KSFT) $@
modules-clean kselftest:
	@B=$(B) bash $(KSFT) $@
vm-test: $(DOTCONFIG)
	@B=$(B) bash tests/kselftest/run-vm.sh
# ---------------------------------------------------------------- end of kernel module

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d) $(MOCKDRM_OBJS:.o=.d)
