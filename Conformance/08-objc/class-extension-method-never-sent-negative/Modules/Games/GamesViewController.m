//
//  GamesViewController.m
//  Rook
//

#import "GamesViewController.h"

static NSString * const kGameCellIdentifier = @"GameCell";

@interface GamesViewController ()

@property (nonatomic, copy) NSArray<NSString *> *rows;

@end

@implementation GamesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Recent games";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kGameCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - GamesViewInput

- (void)showGameRows:(NSArray<NSString *> *)rows {
    self.rows = rows;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.rows.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kGameCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.rows[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectGameAtIndex:indexPath.row];
}

@end
