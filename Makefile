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
VERSION := 0.1.0

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
GS_CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) -fPIC \
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
LIB_SRCS := $(foreach d,$(LIB_DIRS),$(wildcard userspace/lib/$(d)/*.c))
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/obj/%.o)
HEADERS  := $(wildcard userspace/include/gfxshim/*.h)

# The emulator switches the host's rounding mode around
# operations (MODE.FP_ROUND): the compiler must not move float arithmetic
# across fesetround() or fold it assuming round-to-nearest.
$(B)/obj/userspace/lib/emu/%.o: CFLAGS += -frounding-math

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
	@$(CC) -shared -Wl,-soname,libgfxshim.so.0 -Wl,--version-script=userspace/libgfxshim.map -o $@ $(LIB_OBJS) $(LDLIBS)
	@ln -sf libgfxshim.so.$(VERSION) $(B)/lib/libgfxshim.so.0
	@ln -sf libgfxshim.so.0 $(B)/lib/libgfxshim.so

$(B)/lib/gfxshim.pc: userspace/gfxshim.pc.in Makefile
	@mkdir -p $(@D)
	@sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' -e 's|@LIBS@|$(LDLIBS)|' $< > $@

# ---------------------------------------------------------------- CLI
CLI_SRCS := $(wildcard tools/gfxshim/*.c)
CLI_OBJS := $(CLI_SRCS:%.c=$(B)/obj/%.o)

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

# ---------------------------------------------------------------- tests
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/%)

$(B)/tests/%: tests/unit/%.c $(wildcard tests/unit/*.h) $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Wno-format-truncation -Itests/unit -o $@ $< $(B)/lib/libgfxshim.a $(LDLIBS)

# tests of the CLI's helpers link them too
$(B)/tests/test_cli_%: tests/unit/test_cli_%.c $(wildcard tests/unit/*.h) $(B)/lib/libgfxshim-cli.a $(B)/lib/libgfxshim.a
	@mkdir -p $(@D)
	@echo "  CC      $<"
	@$(CC) $(GS_CFLAGS) $(CFLAGS) -Wno-format-truncation -Itests/unit -Itools/gfxshim -o $@ $< \
		$(B)/lib/libgfxshim-cli.a $(B)/lib/libgfxshim.a $(LDLIBS)

# make sanitize: the library and a subset of the unit tests under
# ASan+UBSan (gcc), in $(B)/san; also part of `make test` through
# tests/e2e/test-sanitizers.sh (Documentation/testing.rst).
.PHONY: sanitize
sanitize: $(DOTCONFIG)
	@tests/sanitize/run-sanitize.sh $(B)

.PHONY: tests check test deps deps-demo demo
tests: all $(UNIT_BINS) $(B)/tools/emu-coverage $(B)/tools/conformance

# `make test` runs the suite on what is installed; `make check` installs first.
test: tests
	@tests/run-tests.sh $(B)

check: deps
	@$(MAKE) --no-print-directory test

deps:
	@tools/install-deps.sh check

# The end-to-end suite on a real GPU (amdgpu:0); skips cleanly without one.
.PHONY: check-hw
check-hw: all
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
	tools/gen/gen-regs.py --source /usr/src/linux-source-6.12.tar.xz --out userspace/lib/regs
	tools/gen/gen-isa.py --llvm-mc llvm-mc-22 --out userspace/lib/asm
	tools/gen/gen-isa-full.py --llvm-mc llvm-mc-22 --out userspace/lib/isa

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

# ---------------------------------------------------------------- benchmarks
# make bench: speed measured against a named baseline in one run (results
# recorded in Documentation/bench.rst with the command that made them).
.PHONY: bench
bench: all
	@tools/install-deps.sh bench
	@tools/bench/asm-bench.sh $(B)

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
.PHONY: install uninstall
install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include/gfxshim \
		$(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(B)/lib/libgfxshim.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(B)/lib/libgfxshim.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/
	ln -sf libgfxshim.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/libgfxshim.so.0
	ln -sf libgfxshim.so.0 $(DESTDIR)$(PREFIX)/lib/libgfxshim.so
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/gfxshim/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' -e 's|@LIBS@|$(LDLIBS)|' userspace/gfxshim.pc.in \
		> $(DESTDIR)$(PREFIX)/lib/pkgconfig/gfxshim.pc
	install -m 755 $(B)/bin/gfxshim $(DESTDIR)$(PREFIX)/bin/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/libgfxshim.* $(DESTDIR)$(PREFIX)/lib/pkgconfig/gfxshim.pc \
		$(DESTDIR)$(PREFIX)/bin/gfxshim
	rm -rf $(DESTDIR)$(PREFIX)/include/gfxshim

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

-include $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)
