import UIKit

protocol IntervalTimerViewInput: AnyObject {
    func show(phase: String, secondsLeft: Int)
}

final class IntervalTimerViewController: UIViewController, IntervalTimerViewInput {
    var presenter: IntervalTimerPresenter!
    private let phaseLabel = UILabel()
    private let countdownLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        countdownLabel.font = .monospacedDigitSystemFont(ofSize: 96, weight: .bold)
        let stack = UIStackView(arrangedSubviews: [phaseLabel, countdownLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.frame = view.bounds
        view.addSubview(stack)
        presenter.start()
    }

    func show(phase: String, secondsLeft: Int) {
        phaseLabel.text = phase
        countdownLabel.text = "\(secondsLeft)"
    }
}

final class IntervalTimerPresenter {
    weak var view: IntervalTimerViewInput?
    private let rounds: Int
    private let work: Int
    private let rest: Int
    private var timer: Timer?
    private var elapsed = 0

    init(rounds: Int, work: Int, rest: Int) {
        self.rounds = rounds
        self.work = work
        self.rest = rest
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    private func tick() {
        elapsed += 1
        let cycle = work + rest
        guard elapsed < rounds * cycle else {
            timer?.invalidate()
            view?.show(phase: "Done", secondsLeft: 0)
            return
        }
        let position = elapsed % cycle
        if position < work {
            view?.show(phase: "Work · round \(elapsed / cycle + 1)", secondsLeft: work - position)
        } else {
            view?.show(phase: "Rest", secondsLeft: cycle - position)
        }
    }
}

enum IntervalTimerBuilder {
    static func build(rounds: Int, work: Int, rest: Int) -> UIViewController {
        let view = IntervalTimerViewController()
        let presenter = IntervalTimerPresenter(rounds: rounds, work: work, rest: rest)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
