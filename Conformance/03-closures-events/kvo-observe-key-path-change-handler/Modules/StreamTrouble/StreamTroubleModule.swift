import UIKit

final class StreamTroubleViewController: UIViewController {

    var presenter: StreamTroublePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.font = .preferredFont(forTextStyle: .headline)
        title.text = presenter.headline
        let tips = UILabel()
        tips.numberOfLines = 0
        tips.text = presenter.tips.map { "• \($0)" }.joined(separator: "\n")
        let stack = UIStackView(arrangedSubviews: [title, tips])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 24)
        ])
    }
}

final class StreamTroublePresenter {

    private let station: Station
    private let reason: String?

    init(station: Station, reason: String?) {
        self.station = station
        self.reason = reason
    }

    var headline: String {
        "\(station.callSign) is not reachable"
    }

    var tips: [String] {
        [reason ?? "The stream stopped answering.", "Check your connection", "Try another station while \(station.name) is off air"]
    }
}

enum StreamTroubleBuilder {

    static func build(station: Station, reason: String?) -> UIViewController {
        let view = StreamTroubleViewController()
        view.presenter = StreamTroublePresenter(station: station, reason: reason)
        return view
    }
}
