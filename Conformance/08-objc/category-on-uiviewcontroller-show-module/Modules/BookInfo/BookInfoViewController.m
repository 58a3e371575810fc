//
//  BookInfoViewController.m
//  Bookworm
//

#import "BookInfoViewController.h"

static NSString * const kBookInfoCellIdentifier = @"BookInfoCell";

@interface BookInfoViewController ()

@property (nonatomic, copy) NSArray<NSString *> *details;

@end

@implementation BookInfoViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Book";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kBookInfoCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Return" style:UIBarButtonItemStylePlain target:self action:@selector(returnBookTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - BookInfoViewInput

- (void)showDetails:(NSArray<NSString *> *)details {
    self.details = details;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.details.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kBookInfoCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.details[indexPath.row];
    return cell;
}

#pragma mark - Actions

- (void)returnBookTapped:(id)sender {
    [self.output didTapReturnBook];
}

@end
