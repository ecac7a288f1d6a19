#!/bin/bash
# threeen1 crash on STORE (default h2) at LEVEL (default durable): N series of 4 kills (1..1,000, k=2),
# seeds 101.., while three shell busy-loops keep both cores loaded; every series' bundle goes to one
# results directory under OUT, its console output to OUT/logs.
J=${JAR:-bench-cli/target/benchmarks.jar}
out=${OUT:-/tmp/h2report}
store=${STORE:-h2}
level=${LEVEL:-durable}
for h in 1 2 3; do ( while :; do :; done ) & hogs+=($!); done
trap 'kill ${hogs[@]}' EXIT
mkdir -p $out/results $out/logs
for seed in $(seq 101 $((100 + ${1:-12}))); do
  rm -rf $out/data; mkdir -p $out/data
  java -jar $J threeen1 crash --store $store --durability $level --kills 4 --to 1000 --workers 2 --seed $seed \
    --data-dir $out/data --results-dir $out/results > $out/logs/$store-$level-seed-$seed.log 2>&1
  echo "$store $level seed $seed exit $?"
done
