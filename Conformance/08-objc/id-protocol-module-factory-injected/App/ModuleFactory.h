//
//  ModuleFactory.h
//  Groove
//

#import <Foundation/Foundation.h>
#import "GrooveModuleFactory.h"

NS_ASSUME_NONNULL_BEGIN

@interface ModuleFactory : NSObject <GrooveModuleFactory>
@end

NS_ASSUME_NONNULL_END
