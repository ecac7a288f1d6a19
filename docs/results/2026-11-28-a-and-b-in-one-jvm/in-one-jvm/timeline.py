import subprocess,sys,time
t0=time.time()
p=subprocess.Popen(sys.argv[1:],stdout=subprocess.PIPE,stderr=subprocess.STDOUT,text=True,bufsize=1)
for l in p.stdout:
    print('%6.2f %s'%(time.time()-t0,l.rstrip()[:150]))
p.wait(); print('%6.2f exit %d'%(time.time()-t0,p.returncode))
