import UIKit

final class WorkoutSummaryViewController: UIViewController {

    var presenter: WorkoutSummaryPresenter!
    private let statsLabel = UILabel()
    private let doneButton = UIButton(configuration: .gray())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statsLabel.numberOfLines = 0
        statsLabel.font = .preferredFont(forTextStyle: .title2)
        statsLabel.text = presenter.statsText
        doneButton.setTitle("Done", for: .normal)
        doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [statsLabel, doneButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
    }

    @objc private func doneTapped() {
        dismiss(animated: true)
    }
}

final class WorkoutSummaryPresenter {

    private let result: WorkoutResult

    init(result: WorkoutResult) {
        self.result = result
    }

    var statsText: String {
        String(format: "%.1f km in %d min", result.distanceKm, result.minutes)
    }
}

enum WorkoutSummaryBuilder {

    static func build(result: WorkoutResult) -> UIViewController {
        let view = WorkoutSummaryViewController()
        view.presenter = WorkoutSummaryPresenter(result: result)
        return view
    }
}
