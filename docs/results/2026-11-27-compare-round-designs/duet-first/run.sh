#!/usr/bin/env bash
# Issue 30, 2026-11-27: does running A and B at the same time, one CPU each (duet), make a pair's
# ratio steadier than running them one after the other on both CPUs (today's pairs)? A/A on
# h2-mvstore tuned k=4 1..1,000,000, the same jar both sides; duet pairs and sequential pairs
# alternate, so both designs see the same hour of the machine.
set -u
JAR=${JAR:-/work/campaign/i30/benchmarks.jar}
OUT=/work/campaign/i30/duet/data
N=${1:-8}
mkdir -p $OUT
W="threeen1 --store h2-mvstore --tuned --workers 4 --to 1000000 --runs 1"
secs() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d[0]["secondaryMetrics"]["seconds"]["score"])' "$1"/*/jmh.json; }
for i in $(seq 1 $N); do
  for design in ${DESIGNS:-duet seq}; do
    a=$OUT/$design-$i-a; b=$OUT/$design-$i-b; mkdir -p $a $b
    t0=$(date +%s.%N)
    if [ $design = duet ]; then
      (cd /tmp && taskset -c 0 java -Djmh.ignoreLock=true -jar $JAR $W --results-dir $a > $a/out.log 2>&1) &
      (cd /tmp && taskset -c 1 java -Djmh.ignoreLock=true -jar $JAR $W --results-dir $b > $b/out.log 2>&1) &
      wait
    else
      if [ $((RANDOM % 2)) = 0 ]; then first=$a; second=$b; else first=$b; second=$a; fi
      (cd /tmp && java -jar $JAR $W --results-dir $first > $first/out.log 2>&1)
      (cd /tmp && java -jar $JAR $W --results-dir $second > $second/out.log 2>&1)
    fi
    t1=$(date +%s.%N)
    echo "$design $i a=$(secs $a) b=$(secs $b) wall=$(python3 -c "print(round($t1-$t0,1))") load=$(cut -d' ' -f1 /proc/loadavg)" | tee -a $OUT/../pairs.txt
  done
done
