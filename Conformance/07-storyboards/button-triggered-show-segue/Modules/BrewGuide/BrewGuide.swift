import UIKit

enum BrewGuideConfigurator {
    static func configure(_ viewController: BrewGuideViewController) {
        let interactor = BrewGuideInteractor(catalog: .shared)
        viewController.presenter = BrewGuidePresenter(view: viewController, interactor: interactor)
    }
}

protocol BrewGuideView: AnyObject {
    func show(steps: String)
    func showRemaining(seconds: Int)
}

final class BrewGuideViewController: UIViewController, BrewGuideView {
    @IBOutlet private weak var stepsLabel: UILabel!
    @IBOutlet private weak var timerButton: UIButton!

    var presenter: BrewGuidePresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        BrewGuideConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func startTimerTapped(_ sender: UIButton) {
        presenter.didTapStartTimer()
    }

    func show(steps: String) {
        stepsLabel.text = steps
    }

    func showRemaining(seconds: Int) {
        timerButton.configuration?.title = seconds > 0 ? "\(seconds) s" : "Ready"
    }
}

final class BrewGuidePresenter {
    private weak var view: BrewGuideView?
    private let interactor: BrewGuideInteractor
    private var timer: Timer?

    init(view: BrewGuideView, interactor: BrewGuideInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let tea = await interactor.featuredTea()
            view?.show(steps: "Heat water to \(tea.waterTemperature) °C.\nRinse the leaves once.\nSteep for \(tea.steepSeconds) s.")
        }
    }

    func didTapStartTimer() {
        Task { @MainActor in
            var remaining = await interactor.featuredTea().steepSeconds
            timer?.invalidate()
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
                remaining -= 1
                self?.view?.showRemaining(seconds: remaining)
                if remaining <= 0 { timer.invalidate() }
            }
        }
    }
}

final class BrewGuideInteractor {
    private let catalog: TeaCatalog

    init(catalog: TeaCatalog) {
        self.catalog = catalog
    }

    func featuredTea() async -> Tea {
        await catalog.teaOfTheDay()
    }
}
