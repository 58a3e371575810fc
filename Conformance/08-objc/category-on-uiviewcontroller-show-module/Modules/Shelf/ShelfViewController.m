//
//  ShelfViewController.m
//  Bookworm
//

#import "ShelfViewController.h"

static NSString * const kShelfCellIdentifier = @"ShelfCell";

@interface ShelfViewController ()

@property (nonatomic, copy) NSArray<NSString *> *books;

@end

@implementation ShelfViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My Shelf";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kShelfCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ShelfViewInput

- (void)showBooks:(NSArray<NSString *> *)books {
    self.books = books;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.books.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kShelfCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.books[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
