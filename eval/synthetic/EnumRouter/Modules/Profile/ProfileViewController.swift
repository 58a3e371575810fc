import UIKit

final class ProfileViewController: UIViewController {

    var output: ProfileViewOutput!

    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followersLabel = UILabel()
    private let websiteButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "quote.bubble"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(quoteTapped))
        nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
        bioLabel.numberOfLines = 0
        websiteButton.addTarget(self, action: #selector(websiteTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameLabel, followersLabel, bioLabel, websiteButton, spinner])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        output.viewIsReady()
    }

    @objc private func websiteTapped() { output.didTapWebsite() }
    @objc private func quoteTapped() { output.didTapQuote() }
}

extension ProfileViewController: ProfileViewInput {
    func show(profile: UserProfile) {
        title = profile.displayName
        nameLabel.text = profile.displayName
        bioLabel.text = profile.bio
        followersLabel.text = "\(profile.followers) followers"
        websiteButton.setTitle(profile.website?.host, for: .normal)
        websiteButton.isHidden = profile.website == nil
    }

    func setLoading(_ loading: Bool) {
        loading ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
