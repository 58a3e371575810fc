//
//  TranscriptAssembly.h
//  Castaway
//

#import <UIKit/UIKit.h>

@interface TranscriptAssembly : NSObject

+ (UIViewController *)buildModuleWithEpisodeTitle:(NSString *)episodeTitle;

@end
