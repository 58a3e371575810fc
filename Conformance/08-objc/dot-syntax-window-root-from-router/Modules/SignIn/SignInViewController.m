//
//  SignInViewController.m
//  Ledger
//

#import "SignInViewController.h"

static NSString * const kSignInCellIdentifier = @"SignInCell";

@interface SignInViewController ()

@property (nonatomic, copy) NSArray<NSString *> *methods;

@end

@implementation SignInViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Sign In";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kSignInCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SignInViewInput

- (void)showMethods:(NSArray<NSString *> *)methods {
    self.methods = methods;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.methods.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kSignInCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.methods[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
