//
//  AddSongAssembly.h
//  Tempo
//

#import <UIKit/UIKit.h>

@interface AddSongAssembly : NSObject

+ (UIViewController *)buildModuleWithOnDone:(void (^)(void))onDone;

@end
