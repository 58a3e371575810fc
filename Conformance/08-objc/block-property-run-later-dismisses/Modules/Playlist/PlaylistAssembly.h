//
//  PlaylistAssembly.h
//  Tempo
//

#import <UIKit/UIKit.h>

@interface PlaylistAssembly : NSObject

+ (UIViewController *)buildModule;

@end
