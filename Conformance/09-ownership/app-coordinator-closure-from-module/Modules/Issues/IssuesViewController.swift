import UIKit

protocol IssuesViewInput: AnyObject {
    func show(_ issues: [Issue])
}

final class IssuesViewController: UICollectionViewController, IssuesViewInput {

    var presenter: IssuesViewOutput!
    private var issues: [Issue] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 220)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Issues"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "IssueCell")
        presenter.viewDidLoad()
    }

    func show(_ issues: [Issue]) {
        self.issues = issues
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        issues.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "IssueCell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = issues[indexPath.item].title
        content.secondaryText = issues[indexPath.item].month
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelectIssue(at: indexPath.item)
    }
}
