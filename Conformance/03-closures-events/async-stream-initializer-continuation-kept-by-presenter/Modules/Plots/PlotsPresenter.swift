import Foundation

enum PlotsEvent {
    case openPlot(Plot)
    case joinWaitlist
}

protocol PlotsModuleOutput: AnyObject {
    var events: AsyncStream<PlotsEvent> { get }
}

protocol PlotsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlot(at index: Int)
    func didTapWaitlist()
}

final class PlotsPresenter: PlotsViewOutput, PlotsModuleOutput {

    weak var view: PlotsViewInput?
    private let interactor: PlotsInteractorInput
    private var plots: [Plot] = []
    private var continuation: AsyncStream<PlotsEvent>.Continuation?

    lazy var events: AsyncStream<PlotsEvent> = AsyncStream { continuation in
        self.continuation = continuation
    }

    init(interactor: PlotsInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        plots = interactor.plots()
        view?.show(plots)
    }

    func didSelectPlot(at index: Int) {
        continuation?.yield(.openPlot(plots[index]))
    }

    func didTapWaitlist() {
        continuation?.yield(.joinWaitlist)
    }

    deinit {
        continuation?.finish()
    }
}
