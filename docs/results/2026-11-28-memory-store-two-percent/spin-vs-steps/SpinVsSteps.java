// The clock spin the known effects used until 2026-11-28 against counted steps: ns per call, one
// thread, compiled (200,000 calls first), three passes. Run: java SpinVsSteps.java > output.txt
// (JDK 11+ runs a single source file); as run for the report 2026-11-28-memory-store-two-percent.
public class SpinVsSteps {
  static long sink;
  static void spinNano(long nanos){ long end=System.nanoTime()+nanos; long x=sink; while(System.nanoTime()<end){ x=x*6364136223846793005L+1442695040888963407L;} sink=x; }
  static void spinIter(long n){ long x=sink; for(long i=0;i<n;i++){ x=x*6364136223846793005L+1442695040888963407L;} sink=x; }
  public static void main(String[] a){
    for(int r=0;r<3;r++){
    for (long ns : new long[]{1,20,50,100,300}) {
      for(int i=0;i<200000;i++) spinNano(ns);
      long t0=System.nanoTime(); int n=2_000_000; for(int i=0;i<n;i++) spinNano(ns); long t=System.nanoTime()-t0;
      System.out.printf("nanoTime spin %d ns: %.1f ns/call%n", ns, (double)t/n);
    }
    for(int i=0;i<20000;i++) spinIter(1000);
    double best=1e9; for(int k=0;k<5;k++){ long t0=System.nanoTime(); spinIter(1<<20); best=Math.min(best,(System.nanoTime()-t0)/(double)(1<<20)); }
    System.out.printf("ns/iter %.3f%n", best);
    for (long ns : new long[]{1,20,50,100,300}) {
      long it=Math.round(ns/best);
      for(int i=0;i<200000;i++) spinIter(it);
      long t0=System.nanoTime(); int n=2_000_000; for(int i=0;i<n;i++) spinIter(it); long t=System.nanoTime()-t0;
      System.out.printf("iter spin %d ns (%d it): %.1f ns/call%n", ns, it, (double)t/n);
    }}
  }
}
