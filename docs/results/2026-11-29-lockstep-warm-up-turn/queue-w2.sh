# replaces queue-w1.sh after its second compare started: 100 ns a commit measured +3.2% in ke100-1
# (runs of 0.83 s now, 1.2 s in the morning), so the other known-effect compares take 65 ns (about
# 2% if it scales); five A/As and five at 65 ns, alternating
cd /tmp/runs/warm
while kill -0 29314 2>/dev/null; do sleep 5; done
echo "ke100-1 end $(date -u +%T) (queue-w2 took over)" >> order.txt
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/ws.jar compare --lockstep $S --budget 10m --target 1.7% --results-dir /tmp/runs/warm/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
for i in 2 3 4 5; do
  run aa-$i
  run ke65-$i --b-set workload.extra-cpu-ns=65
done
run ke65-6 --b-set workload.extra-cpu-ns=65
echo done >> order.txt
