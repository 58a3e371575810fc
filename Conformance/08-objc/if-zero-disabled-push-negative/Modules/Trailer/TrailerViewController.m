//
//  TrailerViewController.m
//  Matinee
//

#import "TrailerViewController.h"

static NSString * const kTrailerCellIdentifier = @"TrailerCell";

@interface TrailerViewController ()

@property (nonatomic, copy) NSArray<NSString *> *clips;

@end

@implementation TrailerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Trailer";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTrailerCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - TrailerViewInput

- (void)showClips:(NSArray<NSString *> *)clips {
    self.clips = clips;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.clips.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTrailerCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.clips[indexPath.row];
    return cell;
}

@end
