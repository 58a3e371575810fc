import UIKit

enum StepTimerConfigurator {
    static func configure(_ viewController: StepTimerViewController) {
        let presenter = StepTimerPresenter(view: viewController, interactor: StepTimerInteractor())
        viewController.presenter = presenter
    }
}

protocol StepTimerView: AnyObject {
    func show(step: String, remaining: String, isRunning: Bool)
}

final class StepTimerViewController: UIViewController, StepTimerView {
    @IBOutlet private weak var stepLabel: UILabel!
    @IBOutlet private weak var remainingLabel: UILabel!
    @IBOutlet private weak var startButton: UIButton!

    var presenter: StepTimerPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        StepTimerConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func startTapped(_ sender: UIButton) {
        presenter.didTapStart()
    }

    func show(step: String, remaining: String, isRunning: Bool) {
        stepLabel.text = step
        remainingLabel.text = remaining
        startButton.setTitle(isRunning ? "Skip step" : "Start", for: .normal)
    }
}

final class StepTimerPresenter {
    private weak var view: StepTimerView?
    private let interactor: StepTimerInteractor
    private var steps: [Step] = []
    private var index = 0

    init(view: StepTimerView, interactor: StepTimerInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func configure(with steps: [Step]) {
        self.steps = steps
    }

    func viewDidLoad() {
        render(secondsLeft: (steps.first?.minutes ?? 0) * 60)
    }

    func didTapStart() {
        if interactor.isRunning {
            index = min(index + 1, steps.count - 1)
        }
        interactor.start(seconds: steps[index].minutes * 60) { [weak self] secondsLeft in
            self?.render(secondsLeft: secondsLeft)
        }
    }

    private func render(secondsLeft: Int) {
        guard steps.indices.contains(index) else { return }
        view?.show(
            step: "\(index + 1). \(steps[index].text)",
            remaining: String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60),
            isRunning: interactor.isRunning
        )
    }
}

final class StepTimerInteractor {
    private var timer: Timer?
    var isRunning: Bool { timer != nil }

    func start(seconds: Int, tick: @escaping (Int) -> Void) {
        timer?.invalidate()
        var left = seconds
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            left -= 1
            if left <= 0 {
                timer.invalidate()
                self?.timer = nil
            }
            tick(max(left, 0))
        }
    }
}
