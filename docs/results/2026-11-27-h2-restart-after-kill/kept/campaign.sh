#!/bin/bash
# threeen1 crash on h2 at durable, N series of 4 kills (1..1,000, k=2), each with its own seed, while
# three shell busy-loops keep both cores loaded; every series' bundle goes to one results directory.
J=${JAR:-/work/main/bench-cli/target/benchmarks.jar}
out=${OUT:-/work/campaign/h2report}
for h in 1 2 3; do ( while :; do :; done ) & hogs+=($!); done
trap 'kill ${hogs[@]}' EXIT
mkdir -p $out/results $out/logs
for seed in $(seq 101 $((100 + ${1:-12}))); do
  rm -rf $out/data; mkdir -p $out/data
  java -jar $J threeen1 crash --store h2 --durability durable --kills 4 --to 1000 --workers 2 --seed $seed \
    --data-dir $out/data --results-dir $out/results > $out/logs/seed-$seed.log 2>&1
  echo "seed $seed exit $?"
done
