import UIKit

enum UpgradeReason {
    case tripLimit(Int)
    case offlineMaps
}

final class PremiumUpgradeViewController: UIViewController {
    var presenter: PremiumUpgradePresenter!
    private let pitchLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        pitchLabel.numberOfLines = 0
        pitchLabel.text = presenter.pitch
        view.addSubview(pitchLabel)
    }
}

final class PremiumUpgradePresenter {
    private let reason: UpgradeReason

    init(reason: UpgradeReason) {
        self.reason = reason
    }

    var pitch: String {
        switch reason {
        case .tripLimit(let limit):
            return "Free plans hold \(limit) trips. Go Premium for unlimited trips."
        case .offlineMaps:
            return "Download maps for offline use with Premium."
        }
    }
}

enum PremiumUpgradeBuilder {
    static func build(reason: UpgradeReason) -> UIViewController {
        let view = PremiumUpgradeViewController()
        view.presenter = PremiumUpgradePresenter(reason: reason)
        view.modalPresentationStyle = .formSheet
        return view
    }
}
