import UIKit

// Repotting guide: its scene is still in Main.storyboard, but the entry point
// (a swipe action on the plant list) was removed in 2.3.

enum RepottingConfigurator {
    static func configure(_ viewController: RepottingViewController) {
        viewController.presenter = RepottingPresenter(view: viewController, interactor: RepottingInteractor(greenhouse: .shared))
    }
}

protocol RepottingView: AnyObject {
    func show(advice: String)
}

final class RepottingViewController: UIViewController, RepottingView {
    @IBOutlet private weak var adviceLabel: UILabel!

    var presenter: RepottingPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        RepottingConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(advice: String) {
        adviceLabel.text = advice
    }
}

final class RepottingPresenter {
    private weak var view: RepottingView?
    private let interactor: RepottingInteractor

    init(view: RepottingView, interactor: RepottingInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        let lines = interactor.potSizes().sorted { $0.key < $1.key }.map { "\($0.key): move to a \($0.value + 2) cm pot" }
        view?.show(advice: lines.joined(separator: "\n"))
    }
}

final class RepottingInteractor {
    private let greenhouse: Greenhouse

    init(greenhouse: Greenhouse) {
        self.greenhouse = greenhouse
    }

    func potSizes() -> [String: Int] {
        greenhouse.potSizes()
    }
}
