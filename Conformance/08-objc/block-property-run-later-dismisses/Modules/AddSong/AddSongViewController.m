//
//  AddSongViewController.m
//  Tempo
//

#import "AddSongViewController.h"

static NSString * const kAddSongCellIdentifier = @"AddSongCell";

@interface AddSongViewController ()

@property (nonatomic, copy) NSArray<NSString *> *songs;

@end

@implementation AddSongViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Add a Song";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kAddSongCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - AddSongViewInput

- (void)showSongs:(NSArray<NSString *> *)songs {
    self.songs = songs;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.songs.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kAddSongCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.songs[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
