//
//  AccountsViewController.m
//  Ledger
//

#import "AccountsViewController.h"

static NSString * const kAccountsCellIdentifier = @"AccountsCell";

@interface AccountsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *accounts;

@end

@implementation AccountsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Accounts";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kAccountsCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - AccountsViewInput

- (void)showAccounts:(NSArray<NSString *> *)accounts {
    self.accounts = accounts;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.accounts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kAccountsCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.accounts[indexPath.row];
    return cell;
}

@end
