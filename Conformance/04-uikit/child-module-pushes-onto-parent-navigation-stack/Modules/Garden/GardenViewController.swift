import UIKit

protocol GardenViewInput: AnyObject {
    func show(weather: String, thirstyCount: Int)
}

final class GardenViewController: UIViewController, GardenViewInput {

    var presenter: GardenViewOutput!

    private let weatherLabel = UILabel()
    private let summaryLabel = UILabel()
    let scheduleContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My garden"
        view.backgroundColor = .systemGroupedBackground

        let header = UIStackView(arrangedSubviews: [weatherLabel, summaryLabel])
        header.axis = .vertical
        header.spacing = 4
        weatherLabel.font = .preferredFont(forTextStyle: .title2)
        summaryLabel.textColor = .secondaryLabel

        let column = UIStackView(arrangedSubviews: [header, scheduleContainer])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])

        presenter.viewDidLoad()
    }

    func show(weather: String, thirstyCount: Int) {
        weatherLabel.text = weather
        summaryLabel.text = thirstyCount == 0 ? "Everything is watered" : "\(thirstyCount) plants need water"
    }
}
