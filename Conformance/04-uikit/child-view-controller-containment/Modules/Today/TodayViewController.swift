import UIKit

protocol TodayViewInput: AnyObject {
    func show(greeting: String, workouts: [String])
}

final class TodayViewController: UIViewController, TodayViewInput {
    var output: TodayViewOutput!

    let ringsContainer = UIView()
    private let greetingLabel = UILabel()
    private let workoutsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        greetingLabel.font = .preferredFont(forTextStyle: .title1)
        workoutsLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [greetingLabel, ringsContainer, workoutsLabel])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ringsContainer.heightAnchor.constraint(equalToConstant: 220)
        ])
        output.viewDidLoad()
    }

    func show(greeting: String, workouts: [String]) {
        greetingLabel.text = greeting
        workoutsLabel.text = workouts.joined(separator: "\n")
    }
}
