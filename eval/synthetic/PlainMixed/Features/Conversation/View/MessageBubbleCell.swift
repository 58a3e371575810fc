import UIKit

final class MessageBubbleCell: UITableViewCell {
    static let identifier = "MessageBubbleCell"

    private let bubble = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        bubble.numberOfLines = 0
        bubble.layer.cornerRadius = 12
        bubble.clipsToBounds = true
        contentView.addSubview(bubble)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with model: MessageViewModel) {
        bubble.text = model.text
        bubble.textAlignment = model.isMine ? .right : .left
        bubble.backgroundColor = model.isMine ? .systemIndigo.withAlphaComponent(0.15) : .secondarySystemBackground
        bubble.frame = contentView.bounds.insetBy(dx: 12, dy: 4)
        bubble.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
