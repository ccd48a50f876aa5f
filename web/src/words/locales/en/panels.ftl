# locales/en/panels.ftl — English: the 5.13 panels (in the diagnostics tab, and live in the playground).
# The same keys as tr/panels.ftl, one key per line.

panels-heading = 5.13 histograms: activations and gradients, layer by layer
panels-explain = Pick one of the four runs and a moment: at initialisation or after training. The histogram of every tanh layer’s output, of the gradients of those outputs, and of every 2-d weight’s gradient (with its grad:data ratio); all measured on the fixed 32-row probe batch in train mode, leaving no trace on the model. In a healthy network the activations do not pile up at ±1 and the gradients are about as wide from layer to layer.
panels-run = Run
panels-at = Moment
panels-atInit = at initialisation
panels-atTrained = after training
panels-showing-init = { $run }: at initialisation.
panels-showing-trained = { $run }: after training.
panels-notYet = { $run }: this run has not finished yet; the histograms after training come when it ends.
panels-actTitle = Activation distribution (every tanh layer’s output)
panels-actAxis = tanh output h
panels-count = count
panels-actLegend = { $k }: mean { $mean }, std { $std }, saturated { $sat }
panels-gradTitle = Gradient distribution (gradients of the tanh outputs)
panels-gradAxis = ∂loss/∂h
panels-gradLegend = { $k }: mean { $mean }, std { $std }
panels-weightTitle = Weight-gradient distribution (2-d parameters)
panels-weightAxis = ∂loss/∂W
panels-weightLegend = { $name } { $shape }: grad:data { $ratio }
panels-liveHeading = Live diagnostics (5.13–5.14)
panels-liveExplain = Refreshed a few times a second while training (not every step): the same three histograms on the fixed 32-row probe batch, and every 2-d parameter’s update:data ratio, log10(lr · std(grad) / std(data)), with the −3 guide.
panels-udTitle = update:data over time (2-d parameters)
panels-udAxis = log10(lr·std(grad)/std(data))
panels-udLater = update:data over time: drawn here once training runs (before the first step there is no update).
