//
//  FragrancesViewController.m
//  Sillage
//

#import "FragrancesViewController.h"

@interface FragrancesViewController () <UISearchBarDelegate>
@property (nonatomic, strong) UISearchBar *searchBar;
@property (nonatomic, copy) NSArray<NSString *> *names;
@end

@implementation FragrancesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Fragrances";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Fragrance"];
    self.searchBar = [[UISearchBar alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 56)];
    self.searchBar.placeholder = @"Notes, houses, perfumers";
    self.searchBar.delegate = self;
    self.tableView.tableHeaderView = self.searchBar;
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - FragrancesViewInput

- (void)showFragrances:(NSArray<NSString *> *)names {
    self.names = names;
    [self.tableView reloadData];
}

#pragma mark - UISearchBarDelegate

- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText {
    [self.output didChangeFilterText:searchText];
}

- (void)searchBarSearchButtonTapped:(UISearchBar *)searchBar {
    [searchBar resignFirstResponder];
    [self.output didSubmitSearchQuery:searchBar.text];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.names.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Fragrance" forIndexPath:indexPath];
    cell.textLabel.text = self.names[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
