# copies each round's console.log (which a compare bundle does not keep) while the compare runs
while ! grep -q "^done" /tmp/runs/warm/order.txt 2>/dev/null; do
  for f in /tmp/runs/warm/results/.compare-rounds-*/*/results/*/console.log; do
    [ -f "$f" ] || continue
    w=$(basename $(dirname $(dirname $(dirname $(dirname $f))))); r=$(basename $(dirname $(dirname $(dirname $f))))
    mkdir -p /tmp/runs/warm/consoles/$w/$r; [ -f /tmp/runs/warm/consoles/$w/$r/console.log ] || cp $f /tmp/runs/warm/consoles/$w/$r/
  done
  sleep 1
done
