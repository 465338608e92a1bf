import UIKit

final class Cell: UITableViewCell {
    func configure() {
        label.textColor = UIColor(white: 0.6, alpha: 1)
        label.backgroundColor = .white
        label.font = .boldSystemFont(ofSize: 20)
        layer.cornerRadius = 6
        stack.spacing = 12
        button.setTitleColor(UIColor(red: 1, green: 1, blue: 1, alpha: 0.9), for: .normal)
    }
}
