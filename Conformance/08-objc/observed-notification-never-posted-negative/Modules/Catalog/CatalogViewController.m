//
//  CatalogViewController.m
//  Folio
//

#import "CatalogViewController.h"

static NSString * const kBookCellIdentifier = @"BookCell";

@interface CatalogViewController ()

@property (nonatomic, copy) NSArray<NSString *> *books;

@end

@implementation CatalogViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"New Arrivals";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kBookCellIdentifier];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Sign In" style:UIBarButtonItemStylePlain target:self action:@selector(signInTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Cart (0)" style:UIBarButtonItemStylePlain target:nil action:nil];
    self.navigationItem.rightBarButtonItem.enabled = NO;
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CatalogViewInput

- (void)showBooks:(NSArray<NSString *> *)books {
    self.books = books;
    [self.tableView reloadData];
}

- (void)showCartCount:(NSInteger)count {
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:[NSString stringWithFormat:@"Cart (%ld)", (long)count] style:UIBarButtonItemStylePlain target:nil action:nil];
    self.navigationItem.rightBarButtonItem.enabled = NO;
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.books.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kBookCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.books[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectBookAtIndex:indexPath.row];
}

#pragma mark - Actions

- (void)signInTapped:(id)sender {
    [self.output didTapSignIn];
}

@end
