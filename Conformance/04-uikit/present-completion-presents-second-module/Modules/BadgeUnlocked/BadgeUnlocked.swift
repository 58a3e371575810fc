import UIKit

final class BadgeUnlockedViewController: UIViewController {

    var presenter: BadgeUnlockedPresenter!
    private let iconView = UIImageView()
    private let okButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        iconView.image = UIImage(systemName: presenter.badge.symbolName)
        iconView.tintColor = .systemYellow
        okButton.setTitle("Nice! \(presenter.badge.title)", for: .normal)
        okButton.addTarget(self, action: #selector(okTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [iconView, okButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 60, dy: 260)
        view.addSubview(stack)
    }

    @objc private func okTapped() {
        dismiss(animated: true)
    }
}

final class BadgeUnlockedPresenter {

    let badge: Badge

    init(badge: Badge) {
        self.badge = badge
    }
}

enum BadgeUnlockedBuilder {

    static func build(badge: Badge) -> UIViewController {
        let view = BadgeUnlockedViewController()
        view.presenter = BadgeUnlockedPresenter(badge: badge)
        return view
    }
}
