import UIKit

final class ProductCell: UITableViewCell {

    static let reuseIdentifier = "ProductCell"

    var onTapBuy: (() -> Void)?

    private let buyButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        buyButton.setTitle("Buy", for: .normal)
        buyButton.sizeToFit()
        buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
        accessoryView = buyButton
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onTapBuy = nil
    }

    @objc private func buyTapped() {
        onTapBuy?()
    }
}
