import UIKit

protocol MiniPlayerBarDelegate: AnyObject {
    func miniPlayerBarDidTapClose(_ bar: MiniPlayerBar)
}

final class MiniPlayerBar: UIView {

    weak var delegate: MiniPlayerBarDelegate?

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .close)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleLabel, closeButton])
        stack.spacing = 8
        stack.frame = bounds.insetBy(dx: 16, dy: 8)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String) {
        titleLabel.text = title
    }

    @objc private func closeTapped() {
        delegate?.miniPlayerBarDidTapClose(self)
    }
}
