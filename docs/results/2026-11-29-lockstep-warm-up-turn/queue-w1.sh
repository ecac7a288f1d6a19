# lockstep with one warm-up pair of turns (a80e9a3): five A/As and five at 100 ns a commit, alternating,
# 1..250,000 on tmpfs, ten minutes each, target 1.7% (a true 2% found with 90% power when resolved)
cd /tmp/runs/warm
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/ws.jar compare --lockstep $S --budget 10m --target 1.7% --results-dir /tmp/runs/warm/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
for i in 1 2 3 4 5; do
  run aa-$i
  run ke100-$i --b-set workload.extra-cpu-ns=100
done
echo done >> order.txt
