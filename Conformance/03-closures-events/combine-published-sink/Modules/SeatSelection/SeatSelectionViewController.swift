import UIKit

protocol SeatSelectionViewInput: AnyObject {
    func show(_ seats: [Seat])
}

final class SeatSelectionViewController: UICollectionViewController, SeatSelectionViewInput {

    var presenter: SeatSelectionViewOutput!
    private var seats: [Seat] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 32, height: 32)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose seats"
        collectionView.allowsMultipleSelection = true
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "SeatCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reserve", style: .done, target: self, action: #selector(reserveTapped))
        presenter.viewDidLoad()
    }

    func show(_ seats: [Seat]) {
        self.seats = seats
        collectionView.reloadData()
    }

    @objc private func reserveTapped() {
        let picked = collectionView.indexPathsForSelectedItems?.map { seats[$0.item] } ?? []
        presenter.didTapReserve(picked)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        seats.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "SeatCell", for: indexPath)
        cell.backgroundColor = seats[indexPath.item].isTaken ? .systemGray : .systemIndigo
        return cell
    }
}
