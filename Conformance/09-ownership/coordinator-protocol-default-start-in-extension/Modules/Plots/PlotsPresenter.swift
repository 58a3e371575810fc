import Foundation

protocol PlotsModuleOutput: AnyObject {
    func plotsDidAskForSowing(in plot: Plot)
    func plotsDidAskForHarvestLog()
}

protocol PlotsViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectPlot(at index: Int)
    func didTapHarvestLog()
}

final class PlotsPresenter: PlotsViewOutput {
    weak var view: PlotsViewInput?
    weak var output: PlotsModuleOutput?

    private let interactor: PlotsInteractorInput
    private var plots: [Plot] = []

    init(interactor: PlotsInteractorInput) {
        self.interactor = interactor
    }

    func viewWillAppear() {
        plots = interactor.plots()
        view?.show(rows: plots.map { plot in
            let planned = interactor.plannedSowings(in: plot)
            return (title: "Plot \(plot.number) · \(plot.bed)", detail: planned == 0 ? "Nothing planned" : "\(planned) sowing(s) planned")
        })
    }

    func didSelectPlot(at index: Int) {
        output?.plotsDidAskForSowing(in: plots[index])
    }

    func didTapHarvestLog() {
        output?.plotsDidAskForHarvestLog()
    }
}
