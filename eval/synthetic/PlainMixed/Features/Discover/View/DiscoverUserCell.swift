import UIKit
import SDWebImage

final class DiscoverUserCell: UICollectionViewListCell {
    static let identifier = "DiscoverUserCell"

    var onMessage: (() -> Void)?
    private let avatarView = UIImageView()
    private let messageButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageButton.setImage(UIImage(systemName: "paperplane"), for: .normal)
        messageButton.addTarget(self, action: #selector(messageTapped), for: .touchUpInside)
        accessories = [.customView(configuration: .init(customView: messageButton, placement: .trailing()))]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with model: DiscoverUserViewModel) {
        var content = defaultContentConfiguration()
        content.text = model.name
        content.secondaryText = model.bio
        contentConfiguration = content
        avatarView.sd_setImage(with: model.avatarURL, placeholderImage: UIImage(systemName: "person.circle"))
    }

    @objc private func messageTapped() {
        onMessage?()
    }
}
