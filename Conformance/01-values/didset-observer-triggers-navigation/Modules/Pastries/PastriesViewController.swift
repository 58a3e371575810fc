import UIKit

protocol PastriesViewInput: AnyObject {
    func show(pastries: [Pastry])
}

final class PastriesViewController: UICollectionViewController, PastriesViewInput {
    var presenter: PastriesViewOutput!
    private var pastries: [Pastry] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's bakes"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Pastry")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "basket"), style: .plain, target: self, action: #selector(basketTapped))
        presenter.viewDidLoad()
    }

    func show(pastries: [Pastry]) {
        self.pastries = pastries
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pastries.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Pastry", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = pastries[indexPath.item].name
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelectPastry(at: indexPath.item)
    }

    @objc private func basketTapped() {
        presenter.didTapBasket()
    }
}
