import UIKit

protocol ReceiptsViewInput: AnyObject {
    func show(title: String)
}

final class ReceiptsViewController: UICollectionViewController, ReceiptsViewInput {
    var presenter: ReceiptsViewOutput!

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .camera, target: self, action: #selector(scanTapped))
        presenter.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }

    @objc private func scanTapped() {
        presenter.didTapScan()
    }
}
