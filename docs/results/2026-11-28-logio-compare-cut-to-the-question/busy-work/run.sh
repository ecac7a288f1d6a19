#!/bin/bash
# What the busy work of the known effects costs where little else competes, as run for the report
# 2026-11-28-logio-compare-cut-to-the-question: logio's nosync write (CPU only) beside fdatasync, and
# the memory store with one worker and with four; each setting next to its off twin, three times.
#   bash run.sh [OUT]      from the repository root, after mvn package (about 3.5 minutes)
J=${JAR:-bench-cli/target/benchmarks.jar}
OUT=${1:-busy-work}; mkdir -p "$OUT"
for i in 1 2 3; do
  for n in 0 6600; do
    java -Dwrite.extra-cpu-ns=$n -jar "$J" logio --modes nosync,force-false --sizes 8K --parts write --starts aligned \
      --results-dir "$OUT/logio-$n-$i" > "$OUT/logio-$n-$i.log" 2>&1
  done
  for k in 1 4; do
    for n in 0 300; do
      java -Dworkload.extra-cpu-ns=$n -jar "$J" threeen1 --store memory --tuned --workers $k --to 1000000 --runs 2 \
        --results-dir "$OUT/mem-k$k-$n-$i" > "$OUT/mem-k$k-$n-$i.log" 2>&1
    done
  done
done
