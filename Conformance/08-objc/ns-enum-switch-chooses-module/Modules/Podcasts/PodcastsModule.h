//
//  PodcastsModule.h
//  Earshot
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PodcastsViewInput <NSObject>
- (void)showEpisodes:(NSArray<NSString *> *)episodes title:(NSString *)title;
@end

@protocol PodcastsViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface PodcastsViewController : UITableViewController <PodcastsViewInput>
@property (nonatomic, strong) id<PodcastsViewOutput> output;
@end

@interface PodcastsPresenter : NSObject <PodcastsViewOutput>
@property (nonatomic, weak) id<PodcastsViewInput> view;
@property (nonatomic, assign) BOOL onlyNewEpisodes;
@end

@interface PodcastsAssembly : NSObject
+ (UIViewController *)buildModuleShowingOnlyNewEpisodes:(BOOL)onlyNewEpisodes;
@end

NS_ASSUME_NONNULL_END
